import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

export const EMPLOYEE_ORGANIZATIONS_PAGE_SIZE = 10

const request = (orgId: string, userId: string, page: number) => ({
  params: { orgId, userId },
  query: { page, itemsPerPage: EMPLOYEE_ORGANIZATIONS_PAGE_SIZE },
})

/** GET /organizations/{orgId}/users/{userId}/organizations: the employee's organizations the viewer shares. */
export const getEmployeeOrganizations = (orgId: string, userId: string, page: number) =>
  call(orgs.getEmployeeOrganizations, request(orgId, userId, page))

export const employeeOrganizationsQuery = (orgId: string, userId: string, page: number) =>
  queryOptions({
    queryKey: queryKey(orgs.getEmployeeOrganizations, request(orgId, userId, page)),
    queryFn: () => getEmployeeOrganizations(orgId, userId, page),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useEmployeeOrganizations = (orgId: string, userId: string, page: number) =>
  useQuery(employeeOrganizationsQuery(orgId, userId, page))
