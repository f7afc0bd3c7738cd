import { describeDeskContract } from '../../../test/desk-contract'
import { buildUser } from '../../../test/factories'
import { startTestApp } from '../../../test/harness'

/* The service desk contract (test/desk-contract.ts) against the built-in desk: its operator works in the console. */

describeDeskContract('the built-in desk', async () => {
  const t = await startTestApp()
  const admin = await buildUser(t.ctx, { role: 'Admin', surname: 'Операторов', name: 'Олег', patronymic: null })
  const operator = await t.signIn(admin.email)
  const console = '/api/service-desk/applications'
  const statusOf = async (id: string) => (await operator.get(`/api/applications/${id}`)).body.status as string
  const take = async (id: string) => expect200(await operator.put(`${console}/${id}/take`))
  return {
    t,
    operatorName: 'Операторов Олег',
    take,
    async reply(id, text, file) {
      const form = new FormData()
      form.append('text', text)
      form.append('files[]', new Blob([file.content]), file.name)
      expect200(await operator.request('POST', `${console}/${id}/reply`, { body: form }))
    },
    async resolve(id) {
      // The console's workflow goes through «В работе».
      if (['registered', 'resumed'].includes(await statusOf(id))) await take(id)
      expect200(await operator.put(`${console}/${id}/status`, { status: 'resolved' }))
    },
    async applicantMessages(id) {
      const { comments } = (await operator.get(`/api/applications/${id}`)).body
      return comments
        .filter((c: { fromServiceDesk: boolean }) => !c.fromServiceDesk)
        .map((c: { text: string }) => c.text)
    },
    async sync() {},
    close: () => t.close(),
  }
})

function expect200(answer: { status: number; body: unknown }) {
  if (answer.status !== 200) throw new Error(`the console answered ${answer.status}: ${JSON.stringify(answer.body)}`)
}
