import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { UsersSearchRequest } from '@psp/contracts'
import { accountsEndpoints as accounts } from '@psp/contracts/endpoints/accounts.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** POST /users/search: accounts with search, filter, sort and paging. */
export const searchAccounts = (request: UsersSearchRequest) => call(accounts.searchAccounts, { body: request })

export const useSearchAccounts = (request: UsersSearchRequest) =>
  useQuery({
    queryKey: queryKey(accounts.searchAccounts, { body: request }),
    queryFn: () => searchAccounts(request),
    placeholderData: keepPreviousData,
  })
