import type { OrganizationLookup } from '@psp/contracts'
import { api } from '../../../lib/api-client'

/** GET /organizations/find/{inn}: the organization behind a tax id, if the portal knows it. */
export const findOrganization = (inn: string) =>
  api.get<OrganizationLookup>(`/organizations/find/${encodeURIComponent(inn)}`)
