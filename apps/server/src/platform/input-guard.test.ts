import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../test/factories'
import { buildPlace } from '../../test/kb-factories'
import { fileApplication } from '../../test/application-factories'
import type { ApiClient } from '../../test/api-client'
import { PNG_1X1 } from '../../test/upload-samples'

/** Issue 18, point 5: the measured 500s on bad input, now 400s with the catalogue body. The whole API: openapi-walk. */
let t: TestApp
let client: ApiClient
let applicationId: string
beforeAll(async () => {
  t = await startTestApp({ env: { SIMULATED_ERRORS: 'false' } })
  const user = await buildUser(t.ctx)
  const organization = await buildOrganization(t.ctx)
  await addMember(t.ctx, organization.id, user.id, { isDefault: true })
  client = await t.signIn(user.email)
  applicationId = (await fileApplication(client, await buildPlace(t.ctx))).id
})
afterAll(() => t.close())

const badInput = (message?: string) => ({
  code: 'GeneralError',
  reason: 'ValidationError',
  message: message ?? expect.stringMatching(/[а-я]/i),
})

function multipart(parts: string[], close = true) {
  const body = parts.map((part) => `--b\r\n${part}\r\n`).join('') + (close ? '--b--\r\n' : '')
  return { body, headers: { 'content-type': 'multipart/form-data; boundary=b' } }
}
const textPart = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`
const filePart = (fileName: string) =>
  `Content-Disposition: form-data; name="files[]"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n` +
  PNG_1X1.toString('latin1')

describe('bad input answers 400 with the catalogue body', () => {
  it('a multipart body cut off before its end', async () => {
    const cut = multipart([textPart('text', 'Комментарий'), filePart('a.png')], false)
    const answer = await client.request('POST', `/api/applications/${applicationId}/comment`, cut)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual(badInput('Форма передана не полностью'))
  })

  it('NUL in a multipart text field and a control character in a file name', async () => {
    const path = `/api/applications/${applicationId}/comment`
    const nul = await client.request('POST', path, multipart([textPart('text', 'a\u0000b')]))
    expect(nul.status).toBe(400)
    expect(nul.body).toEqual({ ...badInput('Недопустимый символ'), fields: { text: 'Недопустимый символ' } })
    const fileName = await client.request('POST', path, multipart([textPart('text', 'x'), filePart('a\u0001.png')]))
    expect(fileName.status).toBe(400)
    expect(fileName.body).toMatchObject({ fields: { 'files[]': 'Недопустимый символ' } })
  })

  it('keeps line breaks and tabs of a multipart comment', async () => {
    const path = `/api/applications/${applicationId}/comment`
    const answer = await client.request('POST', path, multipart([textPart('text', 'Первая строка\r\n\tвторая')]))
    expect(answer.status).toBe(200)
  })

  it('NUL in a JSON string of the anonymous sign-in', async () => {
    const answer = await t.client().post('/api/login', { login: 'admin\u0000', password: 'x' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ ...badInput('Недопустимый символ'), fields: { login: 'Недопустимый символ' } })
  })

  it('NUL, a control character or a bad percent-encoding in a query or a path', async () => {
    for (const path of [
      '/api/articles/by-tag-redirect?tag=a%00b',
      '/api/user/organizations?page=%1B',
      '/api/articles/by-tag-redirect?tag=%FF',
      `/api/applications/${applicationId}%00`,
      '/api/applications/%FF%FE',
      `/api/services/${'x'.repeat(300)}/files`,
    ]) {
      const answer = await client.get(path)
      expect(answer.status, path).toBe(400)
      expect(answer.body, path).toMatchObject(badInput())
    }
  })

  it('a JSON body that is not UTF-8, nested too deep, or with a number past Infinity', async () => {
    const json = (body: string | Buffer) =>
      client.request('POST', '/api/search', { body, headers: { 'content-type': 'application/json' } })
    const bodies = [
      Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xff]), Buffer.from('"}')]),
      '{"text":'.repeat(10_000) + '"x"' + '}'.repeat(10_000),
      '{"text":"x","page":1e400}',
    ]
    for (const body of bodies) {
      const answer = await json(body)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject(badInput())
    }
  })

  it('a query key the call does not take, but not SPEC §7’s `error` switch', async () => {
    const unknown = await client.get('/api/user/organizations?page=1&pgae=2')
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({ ...badInput('Неизвестный параметр запроса'), fields: { pgae: expect.any(String) } })
    expect((await client.get('/api/user/info?zz=1')).status).toBe(400)
    expect((await client.get('/api/user/info?error=NotFound')).status).toBe(200)
  })
})

describe('a method the path does not take', () => {
  it('answers 405 MethodNotAllowed with Allow, signed in or not', async () => {
    for (const c of [client, t.client()]) {
      const answer = await c.request('DELETE', '/api/user/info')
      expect(answer.status).toBe(405)
      expect(answer.body).toEqual({ code: 'MethodNotAllowed', message: 'Действие недоступно' })
      expect(answer.headers.get('allow')).toBe('GET, HEAD')
    }
    const postOnPut = await client.request('POST', `/api/applications/${applicationId}/archive`)
    expect(postOnPut.status).toBe(405)
    expect(postOnPut.headers.get('allow')).toBe('PUT')
  })

  it('leaves an unknown path a 404', async () => {
    const answer = await client.request('DELETE', '/api/user/nothing')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ code: 'NotFound' })
  })
})
