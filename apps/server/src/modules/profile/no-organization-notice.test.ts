import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('«Вы не состоите ни в одной организации» dismissed', () => {
  it('is remembered for the user across sign-ins, and only for that user', async () => {
    const [lonely, other] = await Promise.all([buildUser(t.ctx), buildUser(t.ctx)])
    const client = await t.signIn(lonely.email)
    expect((await client.get('/api/user/info')).body.noOrganizationNoticeDismissed).toBe(false)

    const dismissed = await client.post('/api/user/no-organization-notice/dismiss')
    expect(dismissed.status).toBe(200)
    expect(dismissed.body).toEqual({ ok: true })
    expect((await client.post('/api/user/no-organization-notice/dismiss')).status).toBe(200)

    expect((await client.delete('/api/login')).status).toBeLessThan(300)
    const again = await t.signIn(lonely.email)
    expect((await again.get('/api/user/info')).body.noOrganizationNoticeDismissed).toBe(true)
    expect((await (await t.signIn(other.email)).get('/api/user/info')).body.noOrganizationNoticeDismissed).toBe(false)
  })

  it('needs a signed-in user', async () => {
    expect((await t.client().post('/api/user/no-organization-notice/dismiss')).status).toBe(401)
  })
})
