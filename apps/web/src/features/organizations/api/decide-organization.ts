import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DecideOrganizationRequest } from '@psp/contracts'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource } from '../../../lib/query-keys'

/** PATCH /organizations/{id}/status: a platform Admin confirms or declines a registered organization. */
export const decideOrganization = (id: string, status: DecideOrganizationRequest['status']) =>
  call(orgs.decideOrganization, { params: { id }, body: { status } })

export function useDecideOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; status: DecideOrganizationRequest['status'] }) =>
      decideOrganization(input.id, input.status),
    onSuccess: () => invalidateResource(client, 'organizations'),
  })
}
