import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { call } from '../../../lib/api-call'
import { isQueryOf } from '../../../lib/query-keys'
import { currentUserQuery } from '../../../lib/current-user'
import { local } from '../../../lib/storage'

export type OrganizationChoice = { organizationId: string; isDefault: boolean } | null

/** POST /api/login/organization: an organization, or an empty body to work without one (SPEC §7). */
export const chooseOrganization = (choice: OrganizationChoice) =>
  call(authEndpoints.chooseOrganization, { body: choice ?? undefined })

/** Chooses; the answer is the user data, so the cache is updated and everything organization-bound reloads. */
export function useChooseOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: chooseOrganization,
    onSuccess: async (user) => {
      if (user.organization) local.remove('individualUser')
      else local.set('individualUser', 'yes')
      local.remove('showChooseOrganization')
      client.setQueryData(currentUserQuery.queryKey, user)
      await client.invalidateQueries({ predicate: (q) => !isQueryOf(q, authEndpoints.getUserInfo) })
    },
  })
}
