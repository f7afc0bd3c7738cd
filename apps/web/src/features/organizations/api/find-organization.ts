import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'

/** GET /organizations/find/{inn}: the organization behind a tax id, if the portal knows it. */
export const findOrganization = (inn: string) => call(orgs.findOrganizationByInn, { params: { inn } })
