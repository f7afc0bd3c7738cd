import { displayName, organizationRoleLabels, type OrganizationRole } from '@psp/contracts'
import type { Config } from '../../config'
import type { DbExecutor } from '../../db/executor'
import type { Clock } from '../../platform/clock'
import { enqueueMail, templates, type MailContent } from '../../platform/mail/index'
import { describeChange, recordUserDataChange } from '../user-data-changes/record-user-data-change'
import { emitWebhookEvent } from '../webhooks/emit-webhook-event'
import { findAcceptedAdmins, findPerson } from './membership-people.repository'
import type { OrganizationRow } from './organization-directory.repository'

/** Something that happened to a user's membership, told to the people concerned and kept in their history. */
export type MembershipEvent =
  | {
      kind: 'joinRequested'
      organization: OrganizationRow
      userId: string
      role: OrganizationRole
      registered: boolean
    }
  | { kind: 'joinAccepted'; organization: OrganizationRow; userId: string; role: OrganizationRole; actorId: string }
  | { kind: 'joinDeclined'; organization: OrganizationRow; userId: string; actorId: string }
  | {
      kind: 'roleChanged'
      organization: OrganizationRow
      userId: string
      from: OrganizationRole
      role: OrganizationRole
      actorId: string
    }
  | { kind: 'excluded'; organization: OrganizationRow; userId: string; actorId: string; reassignedToId: string }

const orgText = (o: OrganizationRow) => `${o.shortName}, ИНН: ${o.inn}`
const ref = (o: OrganizationRow) => ({ organizationId: o.id, shortName: o.shortName, inn: o.inn })
const roleText = (role: OrganizationRole) => organizationRoleLabels[role]

async function person(tx: DbExecutor, userId: string) {
  const row = await findPerson(tx, userId)
  return { email: row.email, fio: displayName(row) || null }
}

/**
 * The single place every membership event goes through, inside the transaction of the change itself: the e-mails
 * (the join request to the organization's Admins with a link to `/organization/{orgId}?confirm={userId}`, the
 * decision, a role change or an exclusion to the user) are queued in the outbox, and the user's change history gets
 * its entry, so both exist exactly when the change does. Requests and decisions are told to the webhooks too
 * (ADR 0032). Delivery happens later and never fails the request.
 */
export async function notifyMembershipEvent(
  tx: DbExecutor,
  ctx: { config: Pick<Config, 'publicUrl'>; clock: Clock },
  event: MembershipEvent,
) {
  const mailCtx = { config: ctx.config }
  await tellWebhooks(ctx, tx, event)
  const org = event.organization
  const user = await person(tx, event.userId)
  const mail = (to: string, content: MailContent) => enqueueMail(tx, { to, ...content })
  const record = (status: Parameters<typeof recordUserDataChange>[1]['status'], changes: string, by?: string) =>
    recordUserDataChange(tx, { userId: event.userId, status, changes, changedBy: by ?? null })

  switch (event.kind) {
    case 'joinRequested': {
      for (const admin of await findAcceptedAdmins(tx, org.id)) {
        await mail(
          admin.email,
          templates.joinRequest(mailCtx, {
            adminFio: displayName(admin) || null,
            applicantFio: user.fio,
            applicantEmail: user.email,
            applicantUserId: event.userId,
            requestedRole: event.role,
            organization: ref(org),
          }),
        )
      }
      const what = event.registered ? 'регистрация организации' : 'запрос на вступление в'
      await record('Requested', `Организация: ${what} ${orgText(org)}, роль «${roleText(event.role)}»`)
      return
    }
    case 'joinAccepted':
      await mail(
        user.email,
        templates.joinDecision(mailCtx, { fio: user.fio, accepted: true, role: event.role, organization: ref(org) }),
      )
      await record(
        'Confirmed',
        `Организация: вступление в ${orgText(org)}, роль «${roleText(event.role)}»`,
        event.actorId,
      )
      return
    case 'joinDeclined':
      await mail(
        user.email,
        templates.joinDecision(mailCtx, { fio: user.fio, accepted: false, organization: ref(org) }),
      )
      await record('Declined', `Организация: запрос на вступление в ${orgText(org)} отклонен`, event.actorId)
      return
    case 'roleChanged':
      await mail(
        user.email,
        templates.roleChanged(mailCtx, { fio: user.fio, role: event.role, organization: ref(org) }),
      )
      await record(
        'Changed',
        describeChange(`Роль в ${orgText(org)}`, roleText(event.from), roleText(event.role)),
        event.actorId,
      )
      return
    case 'excluded':
      await mail(user.email, templates.excluded(mailCtx, { fio: user.fio, organization: ref(org) }))
      await record('Deleted', `Организация: исключение из ${orgText(org)}`, event.actorId)
      return
  }
}

/** `membership.requested` and `membership.decided` for the webhooks; role changes and exclusions are not told. */
async function tellWebhooks(ctx: { clock: Clock }, tx: DbExecutor, event: MembershipEvent) {
  const organization = {
    id: event.organization.id,
    inn: event.organization.inn,
    shortName: event.organization.shortName,
  }
  if (event.kind === 'joinRequested') {
    const { userId, role, registered } = event
    await emitWebhookEvent(ctx, tx, 'membership.requested', { organization, userId, role, registered })
  } else if (event.kind === 'joinAccepted' || event.kind === 'joinDeclined') {
    await emitWebhookEvent(ctx, tx, 'membership.decided', {
      organization,
      userId: event.userId,
      decision: event.kind === 'joinAccepted' ? 'accepted' : 'declined',
      role: event.kind === 'joinAccepted' ? event.role : null,
      decidedBy: event.actorId,
    })
  }
}
