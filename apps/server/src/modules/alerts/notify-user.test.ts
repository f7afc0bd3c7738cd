import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { notifyUser } from './notify-user'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('notifyUser', () => {
  it('gives one user an unread alert with the text escaped, and no one else', async () => {
    const user = await buildUser(t.ctx)
    const other = await buildUser(t.ctx)
    const id = await notifyUser(t.ctx, user.id, {
      title: 'Заявка <ООО «Тест»> принята',
      text: 'Вы приняты в организацию',
      link: '/my-organizations',
    })
    const unread = (await (await t.signIn(user.email)).get('/api/user/alerts/unread')).body
    expect(unread.alerts).toContainEqual(
      expect.objectContaining({
        id,
        title: 'Заявка &lt;ООО «Тест»&gt; принята',
        text: 'Вы приняты в организацию',
        link: '/my-organizations',
        isRead: false,
      }),
    )
    const others = (await (await t.signIn(other.email)).get('/api/user/alerts/unread')).body
    expect(others.alerts.map((a: { id: string }) => a.id)).not.toContain(id)
  })

  it('raises nothing when the transaction it joined rolls back', async () => {
    const user = await buildUser(t.ctx)
    await t.ctx.db
      .transaction(async (tx) => {
        await notifyUser(tx, user.id, { title: 'Не случилось', text: '' })
        throw new Error('rollback')
      })
      .catch(() => {})
    const unread = (await (await t.signIn(user.email)).get('/api/user/alerts/unread')).body
    expect(unread.total).toBe(0)
  })
})
