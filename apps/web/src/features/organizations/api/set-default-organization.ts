import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SetDefaultOrganizationRequest } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { organizationKeys } from './keys'

/** POST /user/organizations/set_default: only that organization stays the default. */
export const setDefaultOrganization = (body: SetDefaultOrganizationRequest) =>
  api.post<{ ok: true }>('/user/organizations/set_default', body)

export function useSetDefaultOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: setDefaultOrganization,
    onSuccess: () => client.invalidateQueries({ queryKey: organizationKeys.myAll }),
  })
}
