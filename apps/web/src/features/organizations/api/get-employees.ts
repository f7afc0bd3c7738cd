import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { EmployeesPage, EmployeesRequest } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { organizationKeys } from './keys'

/** POST /organizations/{id}/users: one filtered, sorted page of the employee list. */
export const getEmployees = (id: string, request: EmployeesRequest) =>
  api.post<EmployeesPage>(`/organizations/${encodeURIComponent(id)}/users`, request)

export const employeesQuery = (id: string, request: EmployeesRequest) =>
  queryOptions({
    queryKey: organizationKeys.employees(id, request),
    queryFn: () => getEmployees(id, request),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useEmployees = (id: string, request: EmployeesRequest, enabled = true) =>
  useQuery({ ...employeesQuery(id, request), enabled })
