import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Organization } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { organizationKeys } from './keys'

/** GET /organizations/{id}: the organization card. */
export const getOrganization = (id: string) => api.get<Organization>(`/organizations/${encodeURIComponent(id)}`)

export const organizationQuery = (id: string) =>
  queryOptions({ queryKey: organizationKeys.card(id), queryFn: () => getOrganization(id), retry: false })

export const useOrganization = (id: string) => useQuery(organizationQuery(id))
