import type { EmployeesRequest, EmployeeState, OrganizationRole } from '@psp/contracts'

/** The employee list's table state (SPEC §3 Table view state): sort and per-column filters. */
export interface EmployeesView {
  sort: { field: 'fullName' | 'email' | 'role' | 'state'; order: 'Asc' | 'Desc' | 'Reset' }
  filter: { fullName?: string; email?: string; phone?: string; role?: OrganizationRole; state?: EmployeeState }
  search: string
}

export const DEFAULT_VIEW: EmployeesView = { sort: { field: 'fullName', order: 'Asc' }, filter: {}, search: '' }

export const EMPLOYEE_PAGE_SIZES = [10, 25, 50, 100] as const

/** The request body of POST /organizations/{id}/users for a view and a page. */
export function employeesRequest(
  view: EmployeesView,
  page: number,
  itemsPerPage: number,
  /** SPEC §2: the page's `error` query forces the simulated error; it is part of the request (and its cache key). */
  error: string | null = null,
): EmployeesRequest {
  const { fullName, email, phone, role, state } = view.filter
  return {
    ...(error !== null ? { error } : {}),
    page,
    itemsPerPage,
    search: view.search.trim() || undefined,
    sort: view.sort.order === 'Reset' ? { field: 'fullName', order: 'Asc' } : view.sort,
    filter: {
      ...(fullName ? { fullName: { text: fullName, contains: true } } : {}),
      ...(email ? { email: { text: email, contains: true } } : {}),
      ...(phone ? { phone } : {}),
      ...(role ? { role } : {}),
      ...(state ? { state } : {}),
    },
  }
}
