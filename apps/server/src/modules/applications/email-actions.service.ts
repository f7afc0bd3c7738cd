import { applicationStatusLabel } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import * as repo from './applications.repository'
import { closeApplication, reopenApplication } from './applications.service'
import { findToken, spendToken } from './email-action-tokens'

const refusal = { unknown: 'EmailLinkInvalid', used: 'EmailLinkUsed', expired: 'EmailLinkExpired' } as const

/** The link's token and application; a used, expired or unknown one is refused with its own reason. */
async function liveLink(ctx: AppContext, token: string) {
  const found = await findToken(ctx.db, token, ctx.clock.now())
  if (found.state !== 'live') throw new AppError(refusal[found.state])
  const application = await repo.findApplication(ctx.db, found.row.applicationId)
  if (!application) throw new AppError('EmailLinkInvalid')
  return { link: found.row, application }
}

/** GET /email/info: what the link does, for the page that confirms it. */
export async function getEmailInfo(ctx: AppContext, token: string) {
  const { link, application } = await liveLink(ctx, token)
  return {
    type: link.action,
    reason: null,
    mark: link.mark,
    applicationId: application.id,
    number: application.number,
    subject: application.subject,
    statusLabel: applicationStatusLabel(application.status),
  }
}

/**
 * POST /email/action: closes the application with the link's mark, or reopens it with the reason the user gives.
 * The link acts for the applicant it was sent to, without a session, once.
 */
export async function performEmailAction(ctx: AppContext, token: string, reason: string | undefined) {
  const { link, application } = await liveLink(ctx, token)
  if (link.action === 'Reopen' && !reason) {
    throw new AppError('ValidationError', 'Укажите причину возобновления', { reason: 'Обязательное поле' })
  }
  if (!(await spendToken(ctx.db, token, application.id, ctx.clock.now()))) throw new AppError('EmailLinkUsed')
  // The link acts for its applicant as the e-mail said it would; the agreement is asked of them in the portal.
  const actor: Actor = {
    userId: link.userId,
    role: 'Regular',
    sessionId: '',
    organizationId: null,
    agreementAccepted: true,
  }
  const result =
    link.action === 'Close'
      ? await closeApplication(ctx, actor, application.id, link.mark ?? 5)
      : await reopenApplication(ctx, actor, application.id, reason!)
  return { type: link.action, applicationId: result.id, status: result.status, statusLabel: result.statusLabel }
}
