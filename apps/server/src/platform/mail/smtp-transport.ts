import nodemailer, { type Transporter } from 'nodemailer'
import { mailOptions } from './compose-mime'
import type { MailTransport, OutboxMail } from './mail-message'

/** Delivers through an SMTP server given as `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp'
  private readonly transporter: Transporter

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url)
  }

  async send(mail: OutboxMail) {
    await this.transporter.sendMail(mailOptions(mail, this.from))
  }

  close() {
    this.transporter.close()
  }
}
