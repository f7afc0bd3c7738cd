import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { EmployeesRequest } from '@psp/contracts'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** POST /organizations/{id}/users: one filtered, sorted page of the employee list. */
export const getEmployees = (id: string, request: EmployeesRequest) =>
  call(orgs.getEmployees, { params: { id }, body: request })

export const employeesQuery = (id: string, request: EmployeesRequest) =>
  queryOptions({
    queryKey: queryKey(orgs.getEmployees, { params: { id }, body: request }),
    queryFn: () => getEmployees(id, request),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useEmployees = (id: string, request: EmployeesRequest, enabled = true) =>
  useQuery({ ...employeesQuery(id, request), enabled })
