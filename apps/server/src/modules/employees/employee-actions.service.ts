import { reassignActiveApplications } from '../applications/applications.repository'
import { displayName, type ExcludeRequest, type ExcludeResponse, type OrganizationRole } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { removeFile } from '../files/files.service'
import { notifyMembershipEvent } from '../organizations/membership-events'
import { accessOrganization } from '../organizations/organization-access'
import { acceptRequest, changeRole, declineRequest, excludeMember } from './employee-actions.repository'
import { findEmployee } from './employees.repository'

type Target = { orgId: string; userId: string }

/**
 * The organization, once the actor may manage its employees; nobody changes their own membership through these
 * calls (SPEC §4: actions on one's own row are disabled).
 */
async function managedOrganization(ctx: AppContext, actor: Actor, { orgId, userId }: Target) {
  const { organization } = await accessOrganization(ctx, actor, orgId, 'organization.manageEmployees')
  if (actor.userId === userId) throw new AppError('Forbidden')
  return organization
}

/** Each decision commits together with its e-mail in the outbox and its entry in the user's change history. */
export async function acceptEmployee(ctx: AppContext, actor: Actor, target: Target, role: OrganizationRole) {
  const organization = await managedOrganization(ctx, actor, target)
  await ctx.db.transaction(async (tx) => {
    await acceptRequest(tx, target.orgId, target.userId, role)
    const event = { kind: 'joinAccepted', organization, userId: target.userId, role, actorId: actor.userId } as const
    await notifyMembershipEvent(tx, ctx.config, event)
  })
}

export async function declineEmployee(ctx: AppContext, actor: Actor, target: Target) {
  const organization = await managedOrganization(ctx, actor, target)
  const fileIds = await ctx.db.transaction(async (tx) => {
    const removed = await declineRequest(tx, target.orgId, target.userId)
    const event = { kind: 'joinDeclined', organization, userId: target.userId, actorId: actor.userId } as const
    await notifyMembershipEvent(tx, ctx.config, event)
    return removed
  })
  await Promise.all(fileIds.map((id) => removeFile(ctx, id)))
}

export async function changeEmployeeRole(ctx: AppContext, actor: Actor, target: Target, role: OrganizationRole) {
  const organization = await managedOrganization(ctx, actor, target)
  await ctx.db.transaction(async (tx) => {
    const from = await changeRole(tx, target.orgId, target.userId, role)
    const event = {
      kind: 'roleChanged',
      organization,
      userId: target.userId,
      from,
      role,
      actorId: actor.userId,
    } as const
    await notifyMembershipEvent(tx, ctx.config, event)
  })
}

/**
 * Excludes an employee. Their active applications go to `adminId`, an accepted member of the
 * organization, else to the acting Admin; the answer names who took them over.
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
  await ctx.db.transaction(async (tx) => {
    await excludeMember(tx, target.orgId, target.userId)
    await reassignActiveApplications(tx, target.orgId, target.userId, heirId, ctx.clock.now())
    const event = {
      kind: 'excluded',
      organization,
      userId: target.userId,
      actorId: actor.userId,
      reassignedToId: heirId,
    } as const
    await notifyMembershipEvent(tx, ctx.config, event)
  })
  return { reassignedTo: { id: heir.id, fullName: displayName(heir) } }
}
