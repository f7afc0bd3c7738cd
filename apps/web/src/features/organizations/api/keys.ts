import type { EmployeesRequest } from '@psp/contracts'

/** Query keys of the organizations feature. Membership changes invalidate `all`. */
export const organizationKeys = {
  all: ['organizations'] as const,
  mine: (page: number, itemsPerPage: number) => ['user', 'organizations', { page, itemsPerPage }] as const,
  myAll: ['user', 'organizations'] as const,
  list: (page: number, itemsPerPage: number, search: string) =>
    ['organizations', 'list', { page, itemsPerPage, search }] as const,
  card: (id: string) => ['organizations', 'card', id] as const,
  employees: (id: string, request: EmployeesRequest) => ['organizations', 'employees', id, request] as const,
  employee: (orgId: string, userId: string) => ['organizations', 'employee', orgId, userId] as const,
  employeeOrganizations: (orgId: string, userId: string, page: number) =>
    ['organizations', 'employee-organizations', orgId, userId, page] as const,
  active: (orgId: string) => ['organizations', 'active', orgId] as const,
  exclusion: (orgId: string, userId: string) => ['organizations', 'exclusion', orgId, userId] as const,
}
