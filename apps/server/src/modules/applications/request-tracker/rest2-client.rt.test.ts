import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRequestTracker, type RequestTracker } from '../../../../test/request-tracker'
import { DeskError, rtClient, type RtClient } from './rest2-client'

/*
 * The REST 2 client against a real Request Tracker 5 from Debian's packages, started on loopback (`npm run test:rt`):
 * what the portal files and changes arrives in RT, what an operator does in RT comes back through the transactions,
 * and each way of failing is told apart.
 */

let rt: RequestTracker
let client: RtClient
beforeAll(async () => {
  rt = await startRequestTracker()
  client = rtClient({ url: rt.url, token: rt.token })
}, 120_000)
afterAll(async () => {
  await rt?.close()
})

const file = (name: string, text: string) => ({ name, type: 'text/plain', content: Buffer.from(text) })

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DeskError)
  return (error as DeskError).failure
}

describe('the REST 2 client', () => {
  it('files a ticket with its text and files, in Russian, as a new ticket of the queue', async () => {
    const id = await client.createTicket({
      queue: 'General',
      subject: 'Не открывается реестр',
      text: 'Ошибка при входе в систему «ЕГРЗ»',
      files: [file('журнал.txt', 'строка журнала')],
    })
    const ticket = await client.ticket(id)
    expect(ticket).toMatchObject({ id, subject: 'Не открывается реестр', status: 'new' })
    const [creation] = (await client.transactionsAfter(0)).filter((t) => t.ticketId === id && t.type === 'Create')
    expect(await client.contentOf(creation.id)).toEqual({
      text: 'Ошибка при входе в систему «ЕГРЗ»',
      files: [file('журнал.txt', 'строка журнала')],
    })
  })

  it('brings back what an operator did in RT, after the last transaction seen, oldest first', async () => {
    const id = await client.createTicket({ queue: 'General', subject: 'Вопрос', text: 'Как подать заявление?' })
    const seen = Math.max(...(await client.transactionsAfter(0, 100)).map((t) => t.id))
    const reply = await rt.rest('POST', `/ticket/${id}/correspond`, {
      Content: 'Через раздел «Заявки»',
      ContentType: 'text/plain',
      // RT 5.0.3's REST 2 takes a name beyond ASCII only as an encoded word (rest2-client.ts), from any client.
      Attachments: [
        {
          FileName: `=?UTF-8?B?${Buffer.from('инструкция.txt').toString('base64')}?=`,
          FileType: 'text/plain',
          FileContent: Buffer.from('шаги').toString('base64'),
        },
      ],
    })
    expect(reply.status).toBe(201)
    await rt.rest('PUT', `/ticket/${id}`, { Status: 'resolved' })

    const after = await client.transactionsAfter(seen)
    expect(after.every((t) => t.ticketId === id && t.id > seen)).toBe(true)
    expect(after.map((t) => t.id)).toEqual([...after.map((t) => t.id)].sort((a, b) => a - b))
    const correspond = after.find((t) => t.type === 'Correspond')!
    expect(await client.contentOf(correspond.id)).toEqual({
      text: 'Через раздел «Заявки»',
      files: [file('инструкция.txt', 'шаги')],
    })
    // RT opens a new ticket on a reply by itself, then the operator resolves it.
    const statuses = after.filter((t) => t.type === 'Status').map((t) => [t.oldValue, t.newValue])
    expect(statuses).toEqual([
      ['new', 'open'],
      ['open', 'resolved'],
    ])
  })

  it('replies, comments and sets the status; a change RT refuses is a refusal, not a success', async () => {
    const id = await client.createTicket({ queue: 'General', subject: 'Доступ', text: 'Нужен доступ' })
    await client.reply(id, { text: 'Дополнение', files: [file('скан.txt', 'скан')] })
    await client.comment(id, { text: 'Для операторов' })
    await client.update(id, { status: 'resolved' })
    expect((await client.ticket(id)).status).toBe('resolved')
    // The same status again changes nothing and is no failure: a retried call must not fail.
    await client.update(id, { status: 'resolved' })
    expect(await failure(client.update(id, { status: 'no-such-status' }))).toBe('refused')
    expect((await client.ticket(id)).status).toBe('resolved')
  })

  it('tells a wrong token, and a ticket that does not exist, as refusals', async () => {
    const stranger = rtClient({ url: rt.url, token: '1-1-0000' })
    expect(await failure(stranger.ticket(1))).toBe('refused')
    expect(await failure(client.ticket(999_999))).toBe('refused')
  })

  it('tells the desk stopped, and works again once it is back', async () => {
    const id = await client.createTicket({ queue: 'General', subject: 'До остановки', text: 'Текст' })
    await rt.stop()
    try {
      expect(await failure(client.ticket(id))).toBe('unavailable')
    } finally {
      await rt.start()
    }
    expect((await client.ticket(id)).subject).toBe('До остановки')
  }, 120_000)
})

describe('a desk answering badly', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url?.includes('/ticket/1')) return // never answers
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Обслуживание</html>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('past the deadline is a timeout; a page that is not the API is nonsense', async () => {
    const slow = rtClient({ url, token: 'x', timeoutMs: 300 })
    expect(await failure(slow.ticket(1))).toBe('timeout')
    expect(await failure(slow.ticket(2))).toBe('nonsense')
  })
})
