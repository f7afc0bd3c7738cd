import { displayName, type ExcludeRequest, type ExcludeResponse, type OrganizationRole } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { removeFile } from '../files/files.service'
import { notifyMembershipEvent } from '../organizations/membership-events'
import { accessOrganization } from '../organizations/organization-access'
import { acceptRequest, changeRole, declineRequest, excludeMember } from './employee-actions.repository'
import { findEmployee } from './employees.repository'

/**
 * The organization, once the actor may manage its employees; nobody changes their own membership through these
 * calls (SPEC §4: actions on one's own row are disabled).
 */
async function managedOrganization(ctx: AppContext, actor: Actor, orgId: string, userId: string) {
  const { organization } = await accessOrganization(ctx, actor, orgId, 'organization.manageEmployees')
  if (actor.userId === userId) throw new AppError('Forbidden')
  return organization
}

type Target = { orgId: string; userId: string }

export async function acceptEmployee(ctx: AppContext, actor: Actor, { orgId, userId }: Target, role: OrganizationRole) {
  const organization = await managedOrganization(ctx, actor, orgId, userId)
  await acceptRequest(ctx.db, orgId, userId, role)
  await notifyMembershipEvent(ctx, { kind: 'joinAccepted', organization, userId, role, actorId: actor.userId })
}

export async function declineEmployee(ctx: AppContext, actor: Actor, orgId: string, userId: string) {
  const organization = await managedOrganization(ctx, actor, orgId, userId)
  const fileIds = await declineRequest(ctx.db, orgId, userId)
  await Promise.all(fileIds.map((id) => removeFile(ctx, id)))
  await notifyMembershipEvent(ctx, { kind: 'joinDeclined', organization, userId, actorId: actor.userId })
}

export async function changeEmployeeRole(
  ctx: AppContext,
  actor: Actor,
  { orgId, userId }: Target,
  role: OrganizationRole,
) {
  const organization = await managedOrganization(ctx, actor, orgId, userId)
  await changeRole(ctx.db, orgId, userId, role)
  await notifyMembershipEvent(ctx, { kind: 'roleChanged', organization, userId, role, actorId: actor.userId })
}

/**
 * Excludes an employee. Their active applications (none exist yet) go to `adminId`, an accepted member of the
 * organization, else to the acting Admin; the answer names who took them over.
 */
export async function excludeEmployee(
  ctx: AppContext,
  actor: Actor,
  orgId: string,
  userId: string,
  input: ExcludeRequest,
): Promise<ExcludeResponse> {
  const organization = await managedOrganization(ctx, actor, orgId, userId)
  const targetId = input?.adminId ?? actor.userId
  if (targetId === userId) throw new AppError('ValidationError', 'Нельзя передать заявки исключаемому пользователю')
  const target = await findEmployee(ctx.db, orgId, targetId)
  if (!target || target.state !== 'Accepted') throw new AppError('ValidationError', 'Выбранный сотрудник не найден')
  await excludeMember(ctx.db, orgId, userId)
  await notifyMembershipEvent(ctx, {
    kind: 'excluded',
    organization,
    userId,
    actorId: actor.userId,
    reassignedToId: targetId,
  })
  return { reassignedTo: { id: target.id, fullName: displayName(target) } }
}
