import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DecideOrganizationRequest, Organization } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { organizationKeys } from './keys'

/** PATCH /organizations/{id}/status: a platform Admin confirms or declines a registered organization. */
export const decideOrganization = (id: string, status: DecideOrganizationRequest['status']) =>
  api.patch<Organization>(`/organizations/${encodeURIComponent(id)}/status`, { status })

export function useDecideOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; status: DecideOrganizationRequest['status'] }) =>
      decideOrganization(input.id, input.status),
    onSuccess: () => client.invalidateQueries({ queryKey: organizationKeys.all }),
  })
}
