/** One e-mail as the portal writes it: plain text and HTML of the same content. */
export interface MailContent {
  subject: string
  html: string
  text: string
}

export interface MailMessage extends MailContent {
  to: string
}

/** A row of the outbox handed to a transport. */
export interface OutboxMail extends MailMessage {
  id: string
  createdAt: Date
}

/** Delivers one message; throws when it could not (the sender retries later). */
export interface MailTransport {
  readonly name: string
  send(mail: OutboxMail): Promise<void>
  close?(): void
}
