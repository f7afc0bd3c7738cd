/** The mail port: queue a message with `enqueueMail`, build it with `templates.*`. */
export { enqueueMail } from './enqueue-mail'
export { templates, type MailContext, type OrganizationRef } from './templates'
export type { MailContent, MailMessage } from './mail-message'
export { mailOutboxDir } from './mail-port'
