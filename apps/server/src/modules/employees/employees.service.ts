import { hasActiveApplications as activeApplicationsExist } from '../applications/applications.repository'
import type {
  EmployeeDetails,
  EmployeeOrganizationsPage,
  EmployeesPage,
  EmployeesQuery,
  ExclusionInfo,
  MemberBrief,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { can } from '@psp/contracts'
import { policyActorOf } from '../../policies/authorize'
import { accessOrganization } from '../organizations/organization-access'
import { presentEmployee, presentEmployeeDetails, presentMemberBrief } from './employee-presenters'
import {
  countActiveMembers,
  findActiveMembers,
  findEmployee,
  findEmployeeOrganizations,
  findEmployees,
} from './employees.repository'

/** POST /organizations/{id}/users: the organization's employees and join requests. */
export async function listEmployees(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  query: EmployeesQuery,
): Promise<EmployeesPage> {
  await accessOrganization(ctx, actor, organizationId, 'organization.read')
  const { rows, total } = await findEmployees(ctx.db, organizationId, query)
  return { items: rows.map(presentEmployee), total, pagesCount: Math.ceil(total / query.itemsPerPage) }
}

export async function getEmployee(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  userId: string,
): Promise<EmployeeDetails> {
  await accessOrganization(ctx, actor, organizationId, 'organization.read')
  const row = await findEmployee(ctx.db, organizationId, userId)
  if (!row) throw new AppError('NotFound')
  return presentEmployeeDetails(row)
}

/** The employee page's organizations list: only what the viewer shares with the employee. */
export async function listEmployeeOrganizations(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  userId: string,
  input: { page: number; itemsPerPage: number },
): Promise<EmployeeOrganizationsPage> {
  await accessOrganization(ctx, actor, organizationId, 'organization.read')
  if (!(await findEmployee(ctx.db, organizationId, userId))) throw new AppError('NotFound')
  const { rows, total } = await findEmployeeOrganizations(ctx.db, {
    userId,
    viewerId: actor.userId,
    everything: can(policyActorOf(actor), 'organization.listAll'),
    limit: input.itemsPerPage,
    offset: (input.page - 1) * input.itemsPerPage,
  })
  return {
    items: rows.map((r) => ({
      organizationId: r.organization_id,
      shortName: r.short_name,
      inn: r.inn,
      role: r.role,
      status: r.status,
      organizationStatus: r.organization_status,
    })),
    total,
    pagesCount: Math.ceil(total / input.itemsPerPage),
  }
}

export async function listActiveMembers(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  onlyAdmins: boolean,
): Promise<MemberBrief[]> {
  await accessOrganization(ctx, actor, organizationId, 'organization.read')
  return (await findActiveMembers(ctx.db, organizationId, onlyAdmins)).map(presentMemberBrief)
}

/**
 * What the exclusion dialog needs to pick its branch. Applications do not exist yet, so nobody has active ones;
 * the branch stays in the contract and the dialog.
 */
export async function getExclusionInfo(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  userId: string,
): Promise<ExclusionInfo> {
  await accessOrganization(ctx, actor, organizationId, 'organization.manageEmployees')
  const row = await findEmployee(ctx.db, organizationId, userId)
  if (!row || row.state !== 'Accepted') throw new AppError('NotFound')
  const counts = await countActiveMembers(ctx.db, organizationId)
  return {
    role: row.role,
    isOnlyAdmin: row.role === 'Admin' && counts.admins === 1,
    isOnlyEmployee: counts.members === 1,
    hasActiveApplications: await hasActiveApplications(ctx, organizationId, userId),
  }
}

/** Open applications the member filed in the organization: they need a new owner before the member leaves. */
export async function hasActiveApplications(ctx: AppContext, organizationId: string, userId: string) {
  return activeApplicationsExist(ctx.db, organizationId, userId)
}
