import nodemailer from 'nodemailer'
import type { OutboxMail } from './mail-message'

/** nodemailer's message options of an outbox row, with the row's id as its Message-ID. */
export const mailOptions = (mail: OutboxMail, from: string) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  date: mail.createdAt,
  messageId: `<${mail.id}@psp.local>`,
})

// Builds messages without sending them; base64 keeps long links intact in the written file.
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

/** The message as RFC 5322 bytes (an .eml file). */
export async function composeMime(mail: OutboxMail, from: string): Promise<Buffer> {
  const info = await composer.sendMail({ ...mailOptions(mail, from), textEncoding: 'base64' })
  return info.message as Buffer
}
