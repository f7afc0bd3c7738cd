import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { User } from '@psp/contracts'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { call } from './api-call'
import { queryKey } from './query-keys'

/** The signed-in user (GET /api/user/info), shared by the layout, the guards and every feature. */
export const currentUserQuery = queryOptions({
  queryKey: queryKey(authEndpoints.getUserInfo),
  // SPEC §7's `?error` simulates a failure of the page's own data, not of the signed-in layout around it.
  queryFn: () => call(authEndpoints.getUserInfo, undefined, { withPageError: false }),
  staleTime: 60_000,
  retry: false,
})

export const useCurrentUser = () => useQuery(currentUserQuery)

/** Replaces the cached user after a call that answers with fresh user data (login, agree, organization choice). */
export function useSetCurrentUser() {
  const client = useQueryClient()
  return (user: User) => client.setQueryData(currentUserQuery.queryKey, user)
}
