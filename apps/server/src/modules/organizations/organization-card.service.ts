import {
  displayName,
  type DecideOrganizationRequest,
  type Organization,
  type OrganizationLookup,
  type OrganizationsPage,
} from '@psp/contracts'
import { authorize } from '../../policies/authorize'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { accessOrganization } from './organization-access'
import { lockOrganizationRow, writeRegistrationDecision } from './organization-registration.repository'
import { findOrganizationByInn, listOrganizations, type OrganizationRow } from './organization-directory.repository'
import { notifyMembershipEvent } from './membership-events'
import { recordAudit } from '../audit-log/record-audit'

export const presentOrganization = (o: OrganizationRow): Organization => ({
  organizationId: o.id,
  fullName: o.fullName,
  shortName: o.shortName,
  inn: o.inn,
  kpp: o.kpp,
  status: o.status,
})

/** GET /organizations/{id}: accepted members and platform Admins only. */
export async function getOrganization(ctx: AppContext, actor: Actor, id: string): Promise<Organization> {
  const { organization } = await accessOrganization(ctx, actor, id, 'organization.read')
  return presentOrganization(organization)
}

/** GET /organizations/find/{inn}: what a user needs to decide whether to join; nothing about the members. */
export async function findByInn(ctx: AppContext, _actor: Actor, inn: string): Promise<OrganizationLookup> {
  const found = await findOrganizationByInn(ctx.db, inn)
  if (!found) throw new AppError('OrganizationNotFound')
  return {
    shortName: found.shortName,
    status: found.status,
    activityStatus: found.activityStatus,
    hasAdmin: found.hasAdmin,
  }
}

export async function listAllOrganizations(
  ctx: AppContext,
  actor: Actor,
  input: { page: number; itemsPerPage: number; search?: string; status?: OrganizationRow['status'] },
): Promise<OrganizationsPage> {
  authorize(actor, 'organization.listAll')
  const { rows, total } = await listOrganizations(ctx.db, {
    search: input.search || undefined,
    status: input.status,
    limit: input.itemsPerPage,
    offset: (input.page - 1) * input.itemsPerPage,
  })
  return {
    items: rows.map((r) => ({
      organizationId: r.id,
      fullName: r.full_name,
      shortName: r.short_name,
      inn: r.inn,
      kpp: r.kpp,
      status: r.status,
      requestedBy: r.requester_id
        ? {
            id: r.requester_id,
            fio: displayName({
              surname: r.requester_surname,
              name: r.requester_name,
              patronymic: r.requester_patronymic,
            }),
            email: r.requester_email ?? '',
          }
        : null,
    })),
    total,
    pagesCount: Math.ceil(total / input.itemsPerPage),
  }
}

/** PATCH /organizations/{id}/status: confirming makes the requester its Admin; declining declines them too. */
export async function decideOrganization(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: DecideOrganizationRequest,
): Promise<Organization> {
  authorize(actor, 'organization.decideRegistration')
  // Only a waiting (Created) registration can be decided; the row is locked so two Admins cannot both decide it.
  const organization = await ctx.db.transaction(async (tx) => {
    const waiting = await lockOrganizationRow(tx, id)
    if (!waiting) throw new AppError('NotFound')
    if (waiting.status !== 'Created') throw new AppError('InappropriateStatus')
    const decided = await writeRegistrationDecision(tx, id, input.status, ctx.clock.now())
    await recordAudit(ctx, tx, actor, {
      action: 'organization.decided',
      object: { type: 'organization', id, name: waiting.shortName ?? null },
      details: input.status === 'Accepted' ? 'Регистрация подтверждена' : 'Регистрация отклонена',
    })
    if (decided.requesterId) {
      const told = { organization: decided.organization, userId: decided.requesterId, actorId: actor.userId }
      await notifyMembershipEvent(
        tx,
        ctx,
        input.status === 'Accepted'
          ? { kind: 'joinAccepted', role: 'Admin', ...told }
          : { kind: 'joinDeclined', ...told },
      )
    }
    return decided.organization
  })
  return presentOrganization(organization)
}
