import type { OrganizationRole } from '@psp/contracts'
import { organizationsEndpoints as orgs } from '@psp/contracts/endpoints/organizations.endpoints'
import { call } from '../../../lib/api-call'

/** The organization Admin's four decisions on a member (SPEC §7). Each dialog wraps one in its own mutation. */
export const acceptEmployee = (orgId: string, userId: string, role: OrganizationRole) =>
  call(orgs.acceptEmployee, { params: { orgId, userId }, body: { role } })

export const declineEmployee = (orgId: string, userId: string) =>
  call(orgs.declineEmployee, { params: { orgId, userId } })

export const changeEmployeeRole = (orgId: string, userId: string, role: OrganizationRole) =>
  call(orgs.changeEmployeeRole, { params: { orgId, userId }, body: { role } })

export const excludeEmployee = (orgId: string, userId: string, adminId: string | null) =>
  call(orgs.excludeEmployee, { params: { orgId, userId }, body: adminId ? { adminId } : {} })
