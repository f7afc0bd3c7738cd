import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { linkIn, parseMail, readOutboxMails } from '../../../test/mail-files'
import { enqueueMail, mailOutboxDir, templates } from './index'
import type { MailTransport, OutboxMail } from './mail-message'
import { MailSender } from './mail-sender'

const silent = { info: () => {}, warn: () => {} }
const outboxRow = async (t: TestApp, id: string) =>
  (
    await t.ctx.db.execute<{ status: string; attempts: number; last_error: string | null; due_in: number }>(
      sql`select status, attempts, last_error,
                 extract(epoch from next_attempt_at - now())::int as due_in
            from mail_outbox where id = ${id}`,
    )
  ).rows[0]

describe('the outbox with the file transport (default)', () => {
  let t: TestApp
  beforeAll(async () => {
    // A poll far away: a delivery within the test can only come from the insert's notification.
    t = await startTestApp({ env: { MAIL_POLL_SECONDS: '3600', PUBLIC_URL: 'https://psp.example.ru/' } })
  })
  afterAll(() => t.close())

  it('delivers a queued message as an .eml file in DATA_DIR/mail-outbox, woken by the insert', async () => {
    const content = templates.passwordReset(t.ctx, {
      fio: 'Иванов Иван',
      token: 'tok-123',
      expiresAt: new Date('2026-01-01T12:00:00Z'),
    })
    const id = await enqueueMail(t.ctx, { to: 'ivanov@example.test', ...content })
    const dir = mailOutboxDir(t.ctx.config)
    await vi.waitFor(async () => expect((await readOutboxMails(dir)).some((m) => m.file.includes(id))).toBe(true), {
      timeout: 5000,
      interval: 50,
    })
    const mail = (await readOutboxMails(dir)).find((m) => m.file.includes(id))!
    expect(mail.to).toBe('ivanov@example.test')
    expect(mail.subject).toBe('Восстановление пароля')
    expect(mail.text).toContain('Здравствуйте, Иванов Иван!')
    expect(linkIn(mail, 'https://psp.example.ru')).toBe('https://psp.example.ru/set-password?token=tok-123')
    expect(mail.html).toContain('href="https://psp.example.ru/set-password?token=tok-123"')
    // The row is marked sent just after the file is written.
    await vi.waitFor(async () => expect((await outboxRow(t, id)).status).toBe('sent'), { timeout: 5000, interval: 50 })
  })

  it('queues nothing when the transaction of the cause rolls back', async () => {
    const content = templates.excluded(t.ctx, {
      fio: null,
      organization: { organizationId: 'x', shortName: 'ООО «Откат»', inn: '7700000000' },
    })
    let id = ''
    await expect(
      t.ctx.db.transaction(async (tx) => {
        id = await enqueueMail(tx, { to: 'rollback@example.test', ...content })
        throw new Error('the cause failed')
      }),
    ).rejects.toThrow('the cause failed')
    expect(await outboxRow(t, id)).toBeUndefined()
  })

  it('escapes values in the HTML part and shows a dash for missing ones', async () => {
    const content = templates.joinRequest(t.ctx, {
      adminFio: 'Админов <b>Админ</b>',
      applicantFio: '<script>alert(1)</script>',
      applicantEmail: 'x@example.test',
      applicantUserId: 'u-1',
      requestedRole: 'Admin',
      organization: { organizationId: 'o-1', shortName: 'ООО "Кавычки" & Ко', inn: null },
    })
    expect(content.html).not.toContain('<script>')
    expect(content.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(content.html).toContain('ООО &quot;Кавычки&quot; &amp; Ко')
    expect(content.text).toContain('ИНН: —')
    expect(content.text).toContain('на роль «администратор организации»')
    expect(content.text).toContain('https://psp.example.ru/organization/o-1?confirm=u-1')
  })
})

describe('the sender', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { MAIL_POLL_SECONDS: '3600' } })
    // The app's own sender stands aside; each test drives its own.
    await t.ctx.mail.close()
  })
  afterAll(() => t.close())

  const message = (to: string) => ({ to, subject: 'Тема', html: '<p>Текст</p>', text: 'Текст' })

  it('retries a failed delivery with backoff, then gives up after the last attempt', async () => {
    const failing: MailTransport = {
      name: 'failing',
      send: async () => {
        throw new Error('connection refused')
      },
    }
    const sender = new MailSender(t.ctx.db, failing, { pollMs: 3_600_000, maxAttempts: 2 }, silent)
    const id = await enqueueMail(t.ctx, message('retry@example.test'))

    expect(await sender.drain()).toBe(0)
    const first = await outboxRow(t, id)
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connection refused' })
    expect(first.due_in).toBeGreaterThanOrEqual(25)

    // Not due yet: a second round does not touch it.
    await sender.drain()
    expect((await outboxRow(t, id)).attempts).toBe(1)

    await t.ctx.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`)
    await sender.drain()
    expect(await outboxRow(t, id)).toMatchObject({ status: 'failed', attempts: 2 })
    await sender.close()
  })

  it('delivers each message once even when two instances drain together', async () => {
    const delivered: string[] = []
    const recording = (): MailTransport => ({
      name: 'recording',
      send: async (mail: OutboxMail) => {
        await new Promise((r) => setTimeout(r, 2))
        delivered.push(mail.id)
      },
    })
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, i) => enqueueMail(t.ctx, message(`m${i}@example.test`))),
    )
    const options = { pollMs: 3_600_000, maxAttempts: 3, batchSize: 5 }
    const a = new MailSender(t.ctx.db, recording(), options, silent)
    const b = new MailSender(t.ctx.db, recording(), options, silent)
    const [na, nb] = await Promise.all([a.drain(), b.drain()])
    expect(na + nb).toBe(40)
    expect([...delivered].sort()).toEqual([...ids].sort())
    await Promise.all([a.close(), b.close()])
  })
})

describe('the SMTP transport', () => {
  let t: TestApp
  let server: SMTPServer
  const received: Array<{ from: string; to: string[]; raw: string }> = []

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    t = await startTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'ПСП <no-reply@psp.example.ru>',
        PUBLIC_URL: 'https://psp.example.ru',
        MAIL_POLL_SECONDS: '3600',
      },
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('sends the queued message through the SMTP server given by SMTP_URL', async () => {
    const content = templates.accountCreated(t.ctx, {
      fio: 'Петров Пётр',
      login: 'petrov@example.test',
      token: 'abc',
      expiresAt: new Date('2026-02-01T09:00:00Z'),
    })
    const id = await enqueueMail(t.ctx, { to: 'petrov@example.test', ...content })
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000, interval: 50 })
    expect(received[0].from).toBe('no-reply@psp.example.ru')
    expect(received[0].to).toEqual(['petrov@example.test'])
    const mail = parseMail(received[0].raw)
    expect(mail.subject).toBe('Учетная запись на портале самообслуживания')
    expect(mail.text).toContain('Имя для входа: petrov@example.test.')
    expect(linkIn(mail, 'https://psp.example.ru')).toBe('https://psp.example.ru/set-password?token=abc')
    await vi.waitFor(async () => expect((await outboxRow(t, id)).status).toBe('sent'), { timeout: 3000 })
  })
})
