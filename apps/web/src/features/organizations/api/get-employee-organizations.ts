import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { organizationKeys } from './keys'

export const EMPLOYEE_ORGANIZATIONS_PAGE_SIZE = 10

/** GET /organizations/{orgId}/users/{userId}/organizations: the employee's organizations the viewer shares. */
export const getEmployeeOrganizations = (orgId: string, userId: string, page: number) =>
  call(orgs.getEmployeeOrganizations, {
    params: { orgId, userId },
    query: { page, itemsPerPage: EMPLOYEE_ORGANIZATIONS_PAGE_SIZE },
  })

export const employeeOrganizationsQuery = (orgId: string, userId: string, page: number) =>
  queryOptions({
    queryKey: organizationKeys.employeeOrganizations(orgId, userId, page),
    queryFn: () => getEmployeeOrganizations(orgId, userId, page),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useEmployeeOrganizations = (orgId: string, userId: string, page: number) =>
  useQuery(employeeOrganizationsQuery(orgId, userId, page))
