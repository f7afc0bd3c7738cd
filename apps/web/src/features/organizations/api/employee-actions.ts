import type { ExcludeResponse, OrganizationRole } from '@psp/contracts'
import { api } from '../../../lib/api-client'

const base = (orgId: string, userId: string) =>
  `/organizations/${encodeURIComponent(orgId)}/users/${encodeURIComponent(userId)}`

/** The organization Admin's four decisions on a member (SPEC §7). Each dialog wraps one in its own mutation. */
export const acceptEmployee = (orgId: string, userId: string, role: OrganizationRole) =>
  api.patch<{ ok: true }>(`${base(orgId, userId)}/accept`, { role })

export const declineEmployee = (orgId: string, userId: string) =>
  api.delete<{ ok: true }>(`${base(orgId, userId)}/decline`)

export const changeEmployeeRole = (orgId: string, userId: string, role: OrganizationRole) =>
  api.patch<{ ok: true }>(`${base(orgId, userId)}/role`, { role })

export const excludeEmployee = (orgId: string, userId: string, adminId: string | null) =>
  api.delete<ExcludeResponse>(`${base(orgId, userId)}/exclude`, { body: adminId ? { adminId } : {} })
