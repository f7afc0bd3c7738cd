import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser, TEST_PASSWORD } from '../../../test/factories'
import { codeAt, enableSecondFactor, nextStep, wrongCodeAt } from '../../../test/second-factor'
import { auditEvents, userSecondFactors } from '../../db/schema/index'

// Turning the second factor on and off in the profile, and an Admin's reset, with codes computed by otplib.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const auditOf = async (userId: string) =>
  (await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.objectId, userId))).map((e) => e.action)

describe('the second factor in the profile', () => {
  it('turns on with a QR code and a code from the app, and answers ten recovery codes once', async () => {
    const user = await buildUser(t.ctx, { email: 'totp-on@example.test' })
    const client = await t.signIn(user.email)
    expect((await client.get('/api/user/2fa')).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    })
    const setup = await client.post('/api/user/2fa/setup')
    expect(setup.status).toBe(200)
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*totp-on%40example\.test\?secret=[A-Z2-7]{32}&issuer=/)
    expect(setup.body.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>$/)

    const wrong = await client.post('/api/user/2fa/enable', { code: wrongCodeAt(setup.body.secret, t.clock.now()) })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ code: 'GeneralError', reason: 'SecondFactorCodeInvalid' })

    const enabled = await client.post('/api/user/2fa/enable', { code: codeAt(setup.body.secret, t.clock.now()) })
    expect(enabled.status).toBe(200)
    expect(enabled.body.recoveryCodes).toHaveLength(10)
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10)
    const status = await client.get('/api/user/2fa')
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 })
    // The codes are not readable again, and a second set-up is refused while it is on.
    expect((await client.post('/api/user/2fa/setup')).body).toMatchObject({ reason: 'SecondFactorAlreadyEnabled' })
    expect(await auditOf(user.id)).toContain('second_factor.enabled')
  })

  it('keeps the secret encrypted and the recovery codes hashed in the database', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const { secret, recoveryCodes } = await enableSecondFactor(t, client)
    const [row] = await t.ctx.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, user.id))
    expect(row.secret).not.toContain(secret)
    expect(row.secret).toMatch(/^v1:/)
    const { rows } = await t.ctx.db.$client.query(
      'select code_hash from second_factor_recovery_codes where user_id = $1',
      [user.id],
    )
    expect(rows).toHaveLength(10)
    for (const code of recoveryCodes) expect(rows.map((r) => r.code_hash)).not.toContain(code)
  })

  it('turns off only with a valid code, audited', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const { secret } = await enableSecondFactor(t, client)
    const wrong = await client.delete('/api/user/2fa', { json: { code: '12345x' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.reason).toBe('SecondFactorCodeInvalid')
    const off = await client.delete('/api/user/2fa', { json: { code: codeAt(secret, t.clock.now()) } })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ enabled: false })
    const audit = await auditOf(user.id)
    expect(audit).toEqual(expect.arrayContaining(['second_factor.failed', 'second_factor.disabled']))
    // Signing in asks for the password alone again.
    const login = await t.client().post('/api/login', { login: user.email, password: TEST_PASSWORD })
    expect(login.body.id).toBe(user.id)
    nextStep(t)
  })
})

describe("an Admin's reset", () => {
  it("turns a user's second factor off from the administration, audited with the user named", async () => {
    const admin = await buildUser(t.ctx, { role: 'Admin' })
    const user = await buildUser(t.ctx, { surname: 'Сидоров', name: 'Петр' })
    const userClient = await t.signIn(user.email)
    await enableSecondFactor(t, userClient)
    const adminClient = await t.signIn(admin.email)
    expect((await adminClient.get(`/api/users/${user.id}`)).body.secondFactorEnabled).toBe(true)

    // Only platform Admins may reset.
    const other = await t.signIn((await buildUser(t.ctx)).email)
    expect((await other.delete(`/api/users/${user.id}/2fa`)).status).toBe(403)

    const reset = await adminClient.delete(`/api/users/${user.id}/2fa`)
    expect(reset.status).toBe(200)
    expect(reset.body).toMatchObject({ id: user.id, secondFactorEnabled: false })
    const [event] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'second_factor.reset'))
    expect(event).toMatchObject({ userId: admin.id, objectId: user.id })
    expect(event.objectName).toContain('Сидоров Петр')
    expect((await adminClient.delete(`/api/users/${user.id}/2fa`)).body.reason).toBe('SecondFactorNotEnabled')
    const login = await t.client().post('/api/login', { login: user.email, password: TEST_PASSWORD })
    expect(login.body.id).toBe(user.id)
  })
})
