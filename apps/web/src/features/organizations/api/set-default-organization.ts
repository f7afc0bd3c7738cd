import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SetDefaultOrganizationRequest } from '@psp/contracts'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource } from '../../../lib/query-keys'

/** POST /user/organizations/set_default: only that organization stays the default. */
export const setDefaultOrganization = (body: SetDefaultOrganizationRequest) =>
  call(orgs.setDefaultOrganization, { body })

export function useSetDefaultOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: setDefaultOrganization,
    onSuccess: () => invalidateResource(client, 'memberships'),
  })
}
