import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /user/organizations: the signed-in user's memberships of every status. */
export const getMyOrganizations = (page: number, itemsPerPage: number) =>
  call(orgs.getUserOrganizations, { query: { page, itemsPerPage } })

export const myOrganizationsQuery = (page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: queryKey(orgs.getUserOrganizations, { query: { page, itemsPerPage } }),
    queryFn: () => getMyOrganizations(page, itemsPerPage),
    placeholderData: keepPreviousData,
  })

export const useMyOrganizations = (page: number, itemsPerPage: number) =>
  useQuery(myOrganizationsQuery(page, itemsPerPage))
