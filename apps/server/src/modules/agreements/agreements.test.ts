import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedParts } from '@psp/contracts/time'
import { buildUser } from '../../../test/factories'
import { buildAgreement } from '../../../test/agreement-factories'
import { startTestApp, type TestApp } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const uploadAgreement = (name: string) => buildAgreement(t.ctx, name)

describe('user agreements', () => {
  it('answers null while no agreement exists, and then nobody must accept anything', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    const current = await client.get('/api/useragreement')
    expect(current.status).toBe(200)
    expect(current.body).toBeNull()
    expect((await client.get('/api/user/info')).body).not.toHaveProperty('agreementId')
  })

  it('asks every user to accept the current agreement until they do', async () => {
    await uploadAgreement('Старое соглашение')
    const current = await uploadAgreement('Пользовательское соглашение')
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)

    const answer = await client.get('/api/useragreement')
    expect(answer.body).toEqual({
      id: current.id,
      name: 'Пользовательское соглашение',
      // The agreement's day in the portal's time zone, not UTC's: they differ for three hours every night.
      date: zonedParts(current.createdAt, t.ctx.config.PORTAL_TIME_ZONE).date,
    })
    expect((await client.get('/api/user/info')).body.agreementId).toBe(current.id)
    const file = await client.get(`/api/useragreement/file/${current.id}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/)

    const accepted = await client.get(`/api/login/agree/${current.id}`)
    expect(accepted.status).toBe(200)
    expect(accepted.body.id).toBe(user.id)
    expect(accepted.body).not.toHaveProperty('agreementId')
    expect((await client.get('/api/user/info')).body).not.toHaveProperty('agreementId')
  })

  it('accepts only the current agreement', async () => {
    const older = await uploadAgreement('Прежняя редакция')
    const current = await uploadAgreement('Новая редакция')
    const client = await t.signIn((await buildUser(t.ctx)).email)
    const stale = await client.get(`/api/login/agree/${older.id}`)
    expect(stale.status).toBe(404)
    expect(stale.body).toMatchObject({ code: 'NotFound' })
    expect((await client.get('/api/login/agree/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await client.get('/api/user/info')).body.agreementId).toBe(current.id)
  })

  it('asks again when a newer agreement is uploaded', async () => {
    const first = await uploadAgreement('Редакция 1')
    const client = await t.signIn((await buildUser(t.ctx)).email)
    await client.get(`/api/login/agree/${first.id}`)
    const second = await uploadAgreement('Редакция 2')
    expect((await client.get('/api/user/info')).body.agreementId).toBe(second.id)
  })

  it('answers 401 to a signed-out caller', async () => {
    const current = await uploadAgreement('Для гостя')
    expect((await t.client().get(`/api/login/agree/${current.id}`)).status).toBe(401)
    expect((await t.client().get('/api/useragreement')).status).toBe(401)
  })
})
