import { executorOf, type DbTarget } from '../../db/executor'
import { insertOutboxMessage } from './mail-outbox.repository'
import type { MailMessage } from './mail-message'

/**
 * Queues a message for delivery. Pass the transaction of the change that causes the message, so the message exists
 * exactly when the change commits; delivery happens later in the sender job and never fails the request.
 * Returns the outbox row's id.
 */
export async function enqueueMail(target: DbTarget, message: MailMessage): Promise<string> {
  return insertOutboxMessage(executorOf(target), {
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
  })
}
