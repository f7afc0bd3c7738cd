import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../test/factories'
import { startTestApp, type TestApp } from '../../test/harness'

describe('the `error` test query with simulated errors enabled', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { SIMULATED_ERRORS: 'true' } })
  })
  afterAll(() => t.close())

  it('fails a call with GeneralError when the query has no catalogue code', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    for (const query of ['?error', '?error=', '?error=true', '?error=NoSuchCode']) {
      const answer = await client.get(`/api/user/info${query}`)
      expect(answer.status).toBe(500)
      expect(answer.body).toEqual({ code: 'GeneralError', message: 'Общая ошибка' })
    }
  })

  it('fails with the catalogue code the query names, at its status', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    const sd = await client.get('/api/user/info?error=FailedToGetDataFromSd')
    expect(sd.status).toBe(502)
    expect(sd.body).toMatchObject({ code: 'FailedToGetDataFromSd' })
    const notFound = await client.get('/api/user/alerts/unread?error=NotFound')
    expect(notFound.status).toBe(404)
    expect(notFound.body).toMatchObject({ code: 'NotFound' })
  })

  it('still answers 401 to a signed-out caller', async () => {
    const answer = await t.client().get('/api/user/info?error=FailedToGetDataFromSd')
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ code: 'GeneralError', reason: 'Unauthorized' })
  })

  it('leaves calls without the query alone', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    expect((await client.get('/api/user/organizations?page=1')).status).toBe(200)
  })
})

describe('the `error` test query with simulated errors disabled', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ env: { SIMULATED_ERRORS: 'false' } })
  })
  afterAll(() => t.close())

  it('is ignored', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    expect((await client.get('/api/user/info?error')).status).toBe(200)
    expect((await client.get('/api/user/info?error=FailedToGetDataFromSd')).status).toBe(200)
  })
})
