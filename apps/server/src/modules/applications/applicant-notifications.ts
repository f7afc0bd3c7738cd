import { applicationStatusLabel } from '@psp/contracts'
import type { DbExecutor } from '../../db/executor'
import type { AppContext } from '../../platform/context'
import { enqueueMail } from '../../platform/mail/index'
import { composeMail } from '../../platform/mail/layout'
import { notifyUser } from '../alerts/notify-user'
import { applicationPath } from './application-path'
import { issueEmailActionToken } from './email-action-tokens'

export interface ApplicationRef {
  id: string
  number: number
  subject: string
  userId: string
  email: string
  fio: string
}

/** The applicant of an application as its record reads (applications.repository.ts findApplication). */
export const applicantOf = (row: {
  id: string
  number: number
  subject: string
  userId: string
  authorEmail: string
  authorFio: string
}): ApplicationRef => ({
  id: row.id,
  number: row.number,
  subject: row.subject,
  userId: row.userId,
  email: row.authorEmail,
  fio: row.authorFio,
})

const MARKS = [5, 4, 3, 2, 1]

/**
 * Tells the applicant what the service desk did: an alert in the portal and an e-mail. A resolved application's
 * e-mail carries one-click links to close it with a mark or to reopen it. Written in the caller's transaction, so
 * the user hears of a change exactly when it is made.
 */
export async function notifyApplicant(
  ctx: AppContext,
  tx: DbExecutor,
  app: ApplicationRef,
  change: { status?: string; reply?: string },
) {
  const now = ctx.clock.now()
  const title = change.status
    ? `Заявка №${app.number}: статус «${applicationStatusLabel(change.status)}»`
    : `Заявка №${app.number}: новый ответ`
  const text = change.reply ?? `Тема: ${app.subject}`
  // With the context's clock (not the database's), the alert's time matches the change's.
  await notifyUser({ ...ctx, db: tx as AppContext['db'] }, app.userId, { title, text, link: applicationPath(app.id) })

  const url = (path: string) => `${ctx.config.publicUrl}${path}`
  const blocks: Parameters<typeof composeMail>[2] = [`Тема заявки: ${app.subject}.`]
  if (change.reply) blocks.push(`Ответ службы поддержки: ${change.reply}`)
  if (change.status) blocks.push(`Новый статус: ${applicationStatusLabel(change.status)}.`)
  blocks.push({ link: url(applicationPath(app.id)), label: 'Открыть заявку' })
  if (change.status === 'resolved') {
    blocks.push('Если вопрос решен, закройте заявку и оцените работу службы поддержки:')
    for (const mark of MARKS) {
      const token = await issueEmailActionToken(tx, {
        applicationId: app.id,
        userId: app.userId,
        action: 'Close',
        mark,
        now,
      })
      blocks.push({ link: url(`/email/action?token=${token}`), label: `Закрыть с оценкой ${mark}` })
    }
    const reopen = await issueEmailActionToken(tx, { applicationId: app.id, userId: app.userId, action: 'Reopen', now })
    blocks.push('Если вопрос не решен, возобновите заявку и укажите причину:')
    blocks.push({ link: url(`/email/action?token=${reopen}`), label: 'Возобновить заявку' })
  }
  const greeting = app.fio ? `Здравствуйте, ${app.fio}!` : 'Здравствуйте!'
  await enqueueMail(tx, { to: app.email, ...composeMail(title, greeting, blocks) })
}
