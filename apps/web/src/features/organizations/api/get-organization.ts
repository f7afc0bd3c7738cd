import { queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { organizationKeys } from './keys'

/** GET /organizations/{id}: the organization card. */
export const getOrganization = (id: string) => call(orgs.getOrganization, { params: { id } })

export const organizationQuery = (id: string) =>
  queryOptions({ queryKey: organizationKeys.card(id), queryFn: () => getOrganization(id), retry: false })

export const useOrganization = (id: string) => useQuery(organizationQuery(id))
