import { mailOutbox } from '../../db/schema/index'
import { executorOf, type DbTarget } from '../../db/executor'
import type { MailMessage } from './mail-message'

/**
 * Queues a message for delivery. Pass the transaction of the change that causes the message, so the message exists
 * exactly when the change commits; delivery happens later in the sender job and never fails the request.
 * Returns the outbox row's id.
 */
export async function enqueueMail(target: DbTarget, message: MailMessage): Promise<string> {
  const [row] = await executorOf(target)
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, html: message.html, text: message.text })
    .returning({ id: mailOutbox.id })
  return row.id
}
