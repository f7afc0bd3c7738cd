import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('OpenAPI', () => {
  it('publishes the document to signed-out callers, listing the API calls with their methods', async () => {
    const answer = await t.client().get('/api/docs/json')
    expect(answer.status).toBe(200)
    const doc = answer.body
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths['/api/login']).toHaveProperty('post')
    expect(doc.paths['/api/login']).toHaveProperty('delete')
    expect(doc.paths['/api/user/info']).toHaveProperty('get')
    expect(doc.paths['/api/login/organization']).toHaveProperty('post')
    expect(doc.paths['/api/files/{id}']).toHaveProperty('get')
    expect(doc.paths['/api/health']).toHaveProperty('get')
    // The request schema comes from the zod contract.
    const body = doc.paths['/api/login'].post.requestBody.content['application/json'].schema
    expect(body.required).toEqual(expect.arrayContaining(['login', 'password']))
  })

  it('answers the documentation UI as HTML', async () => {
    const answer = await fetch(`${t.url}/api/docs`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/text\/html/)
    expect(await answer.text()).toMatch(/swagger/i)
  })
})
