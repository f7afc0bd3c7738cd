import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { profileEndpoints as profile } from '@psp/contracts/endpoints/profile.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

const request = (userId: string | null, page: number, itemsPerPage: number) => ({
  query: { userId: userId ?? undefined, page, itemsPerPage },
})

/** GET /userdatachange: the signed-in user's history, or another user's for a platform Admin (`userId`). */
export const getUserDataChanges = (userId: string | null, page: number, itemsPerPage: number) =>
  call(profile.getUserDataChanges, request(userId, page, itemsPerPage))

export const userDataChangesQuery = (userId: string | null, page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: queryKey(profile.getUserDataChanges, request(userId, page, itemsPerPage)),
    queryFn: () => getUserDataChanges(userId, page, itemsPerPage),
    placeholderData: keepPreviousData,
  })

export const useUserDataChanges = (userId: string | null, page: number, itemsPerPage: number) =>
  useQuery(userDataChangesQuery(userId, page, itemsPerPage))
