import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { composeMime } from './compose-mime'
import type { MailTransport, OutboxMail } from './mail-message'

type Logger = { info(obj: unknown, msg: string): void }

/**
 * The default transport, needing nothing installed: each message becomes an .eml file in the outbox directory (open
 * it with any mail client) and a log line. Written under a temporary name and renamed, so a reader never sees half.
 */
export class FileMailTransport implements MailTransport {
  readonly name = 'file'
  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {}

  async send(mail: OutboxMail) {
    await mkdir(this.dir, { recursive: true })
    const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-')
    const file = path.join(this.dir, `${stamp}-${mail.id}.eml`)
    await writeFile(`${file}.tmp`, await composeMime(mail, this.from))
    await rename(`${file}.tmp`, file)
    this.log.info({ mailId: mail.id, to: mail.to, subject: mail.subject, file }, 'mail written to the outbox directory')
  }
}
