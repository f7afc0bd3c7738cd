import { reassignActiveApplications } from '../applications/applications.repository'
import { displayName, type ExcludeRequest, type ExcludeResponse, type OrganizationRole } from '@psp/contracts'
import type { DbExecutor } from '../../db/executor'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { recordAudit } from '../audit-log/record-audit'
import { removeFile } from '../files/files.service'
import { notifyMembershipEvent } from '../organizations/membership-events'
import { accessOrganization } from '../organizations/organization-access'
import { markDeclined, markExcluded, setAccepted, setRole } from './employee-actions.repository'
import { findEmployee } from './employees.repository'
import { keepAnAdmin, lockedMember, withLastAdminBackstop } from './membership-change'

type Target = { orgId: string; userId: string }

/** The audit log's record of a membership change: the member acted on, in which organization. */
const membershipAudit = (
  ctx: AppContext,
  tx: DbExecutor,
  actor: Actor,
  target: Target,
  organization: { shortName: string | null },
  action: 'membership.accepted' | 'membership.declined' | 'membership.role_changed' | 'membership.excluded',
  details?: string,
) =>
  recordAudit(ctx, tx, actor, {
    action,
    object: { type: 'user', id: target.userId },
    details: [`Организация: ${organization.shortName ?? target.orgId}`, details].filter(Boolean).join('; '),
  })

/**
 * The organization, once the actor may manage its employees; nobody changes their own membership through these
 * calls (SPEC §4: actions on one's own row are disabled).
 */
async function managedOrganization(ctx: AppContext, actor: Actor, { orgId, userId }: Target) {
  const { organization } = await accessOrganization(ctx, actor, orgId, 'organization.manageEmployees')
  if (actor.userId === userId) throw new AppError('Forbidden')
  return organization
}

/**
 * Each decision commits together with its e-mail in the outbox and its entry in the user's change history. Accepting
 * turns a join request (Created) into an accepted membership with the chosen role.
 */
export async function acceptEmployee(ctx: AppContext, actor: Actor, target: Target, role: OrganizationRole) {
  const organization = await managedOrganization(ctx, actor, target)
  await ctx.db.transaction(async (tx) => {
    const row = await lockedMember(tx, target)
    if (row.status !== 'Created') throw new AppError('MembershipNotPending')
    await setAccepted(tx, target.orgId, target.userId, role, ctx.clock.now())
    const event = { kind: 'joinAccepted', organization, userId: target.userId, role, actorId: actor.userId } as const
    await notifyMembershipEvent(tx, ctx, event)
    await membershipAudit(ctx, tx, actor, target, organization, 'membership.accepted', `роль: ${role}`)
  })
}

/**
 * Declining removes the request from the employee list (SPEC §4) and its documents; the requester keeps seeing it,
 * declined, in their organizations.
 */
export async function declineEmployee(ctx: AppContext, actor: Actor, target: Target) {
  const organization = await managedOrganization(ctx, actor, target)
  const fileIds = await ctx.db.transaction(async (tx) => {
    const row = await lockedMember(tx, target)
    if (row.status !== 'Created') throw new AppError('MembershipNotPending')
    const removed = await markDeclined(tx, target.orgId, target.userId, ctx.clock.now())
    const event = { kind: 'joinDeclined', organization, userId: target.userId, actorId: actor.userId } as const
    await notifyMembershipEvent(tx, ctx, event)
    await membershipAudit(ctx, tx, actor, target, organization, 'membership.declined')
    return removed
  })
  await Promise.all(fileIds.map((id) => removeFile(ctx, id)))
}

/** Changes an accepted member's role; the last Admin is never demoted. */
export async function changeEmployeeRole(ctx: AppContext, actor: Actor, target: Target, role: OrganizationRole) {
  const organization = await managedOrganization(ctx, actor, target)
  await withLastAdminBackstop(() =>
    ctx.db.transaction(async (tx) => {
      const row = await lockedMember(tx, target)
      if (row.status !== 'Accepted') throw new AppError('InappropriateStatus')
      if (row.role === 'Admin' && role !== 'Admin') await keepAnAdmin(tx, target)
      await setRole(tx, target.orgId, target.userId, role, ctx.clock.now())
      const from = row.role
      const event = {
        kind: 'roleChanged',
        organization,
        userId: target.userId,
        from,
        role,
        actorId: actor.userId,
      } as const
      await notifyMembershipEvent(tx, ctx, event)
      await membershipAudit(ctx, tx, actor, target, organization, 'membership.role_changed', `роль: ${from} → ${role}`)
    }),
  )
}

/**
 * Excludes an employee (never the last Admin; their sessions lose the organization at the next call). Their active
 * applications go to `adminId`, an accepted member of the organization, else to the acting Admin; the answer names
 * who took them over and how many there were (none: the result says nothing about applications).
 */
export async function excludeEmployee(
  ctx: AppContext,
  actor: Actor,
  target: Target,
  input: ExcludeRequest,
): Promise<ExcludeResponse> {
  const organization = await managedOrganization(ctx, actor, target)
  const heirId = input?.adminId ?? actor.userId
  if (heirId === target.userId)
    throw new AppError('ValidationError', 'Нельзя передать заявки исключаемому пользователю')
  const heir = await findEmployee(ctx.db, target.orgId, heirId)
  if (!heir || heir.state !== 'Accepted') throw new AppError('ValidationError', 'Выбранный сотрудник не найден')
  const reassignedCount = await withLastAdminBackstop(() =>
    ctx.db.transaction(async (tx) => {
      const row = await lockedMember(tx, target)
      if (row.status !== 'Accepted') throw new AppError('InappropriateStatus')
      if (row.role === 'Admin') await keepAnAdmin(tx, target)
      await markExcluded(tx, target.orgId, target.userId, ctx.clock.now())
      const moved = await reassignActiveApplications(tx, target.orgId, target.userId, heirId, ctx.clock.now())
      const event = {
        kind: 'excluded',
        organization,
        userId: target.userId,
        actorId: actor.userId,
        reassignedToId: heirId,
      } as const
      await notifyMembershipEvent(tx, ctx, event)
      await membershipAudit(ctx, tx, actor, target, organization, 'membership.excluded')
      return moved
    }),
  )
  return { reassignedTo: { id: heir.id, fullName: displayName(heir) }, reassignedCount }
}
