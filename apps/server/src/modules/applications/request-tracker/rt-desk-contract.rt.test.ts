import { describeDeskContract } from '../../../../test/desk-contract'
import { startTestApp } from '../../../../test/harness'
import { startRequestTracker } from '../../../../test/request-tracker'
import { readDeskChanges } from '../service-desk-changes'
import { deliverToDesk } from '../service-desk-deliveries'
import { rtClient } from './rest2-client'

/*
 * The service desk contract (test/desk-contract.ts) against Request Tracker 5: its operator works in RT through RT's
 * own REST API, and the jobs that carry changes both ways run when the contract syncs.
 */

describeDeskContract('Request Tracker 5', async () => {
  const rt = await startRequestTracker()
  const t = await startTestApp({
    env: { SERVICE_DESK: 'rt', RT_URL: rt.url, RT_TOKEN: rt.token, RT_POLL_SECONDS: '3600' },
  })
  const portalSide = rtClient({ url: rt.url, token: rt.token })
  const ticketOf = async (id: string) => {
    const found = await t.ctx.db.$client.query('select ticket from service_desk_tickets where application_id = $1', [
      id,
    ])
    if (!found.rows[0]) throw new Error(`no RT ticket for ${id}`)
    return found.rows[0].ticket as string
  }
  const operatorDoes = async (method: string, pathname: string, body: unknown) => {
    const answer = await rt.rest(method, pathname, body)
    if (answer.status >= 300) throw new Error(`RT answered ${answer.status}: ${JSON.stringify(answer.json)}`)
  }
  return {
    t,
    operatorName: rt.operator.realName,
    take: async (id) => operatorDoes('PUT', `/ticket/${await ticketOf(id)}`, { Status: 'open' }),
    reply: async (id, text, file) =>
      operatorDoes('POST', `/ticket/${await ticketOf(id)}/correspond`, {
        Content: text,
        ContentType: 'text/plain',
        // RT 5.0.3's REST 2 takes a name beyond ASCII as an encoded word only (rest2-client.ts).
        Attachments: [
          {
            FileName: `=?UTF-8?B?${Buffer.from(file.name).toString('base64')}?=`,
            FileType: 'application/pdf',
            FileContent: file.content.toString('base64'),
          },
        ],
      }),
    resolve: async (id) => operatorDoes('PUT', `/ticket/${await ticketOf(id)}`, { Status: 'resolved' }),
    async applicantMessages(id) {
      const ticket = Number(await ticketOf(id))
      const all = await portalSide.transactionsAfter(0, 500)
      const mine = all.filter((x) => x.ticketId === ticket && x.creator === 'root' && /Correspond|Comment/.test(x.type))
      return Promise.all(mine.map(async (x) => (await portalSide.contentOf(x.id)).text))
    },
    async sync() {
      await deliverToDesk(t.ctx)
      await readDeskChanges(t.ctx)
    },
    async close() {
      await t.close()
      await rt.close()
    },
  }
})
