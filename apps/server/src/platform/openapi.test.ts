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

  describe('multipart calls', () => {
    /** Every call that reads a multipart/form-data body, with its file fields and the fields it requires. */
    const multipartCalls: Array<[method: string, path: string, files: string[], required: string[]]> = [
      ['post', '/api/alerts', ['image'], ['title']],
      ['put', '/api/alerts/{id}', ['image'], ['title']],
      ['post', '/api/useragreement', ['file'], ['file']],
      ['post', '/api/applications/{id}/comment', ['files[]'], ['text']],
      ['put', '/api/applications/{id}/addfiles', ['files[]'], ['files[]']],
      ['post', '/api/service-desk/applications/{id}/reply', ['files[]'], ['text']],
      ['post', '/api/user/organizations', ['files[]'], ['inn', 'role']],
      ['patch', '/api/user/avatar', ['file'], ['file']],
      ['post', '/api/admin/knowledge-base/services/{uuid}/files', ['files'], ['files']],
      ['post', '/api/admin/knowledge-base/articles/{uuid}/files', ['files'], ['files']],
    ]
    let paths: Record<string, Record<string, any>>
    beforeAll(async () => {
      paths = (await t.client().get('/api/docs/json')).body.paths
    })

    it.each(multipartCalls)('%s %s has a multipart/form-data body schema', (method, path, files, required) => {
      const body = paths[path]?.[method]?.requestBody
      expect(body, `${method} ${path}`).toBeDefined()
      expect(Object.keys(body.content)).toEqual(['multipart/form-data'])
      const schema = body.content['multipart/form-data'].schema
      expect(schema.type).toBe('object')
      expect(schema.required).toEqual(expect.arrayContaining(required))
      for (const name of files) {
        const field = schema.properties[name]
        const file = field.type === 'array' ? field.items : field
        expect(file, `${path} ${name}`).toEqual(expect.objectContaining({ type: 'string', format: 'binary' }))
      }
      // Text fields are text, as a multipart part is.
      for (const [name, field] of Object.entries<any>(schema.properties)) {
        if (files.includes(name)) continue
        const types = field.anyOf ? field.anyOf.map((v: { type: string }) => v.type) : [field.type]
        expect(new Set(types), `${path} ${name}`).toEqual(new Set(['string']))
      }
    })

    it('lists every route that declares a multipart body, and nothing else takes multipart', () => {
      const declared = t.routes
        .filter((route) => route.config?.upload || route.schema?.consumes?.includes('multipart/form-data'))
        .flatMap((route) =>
          [route.method].flat().map((m) => `${m.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
        )
      expect(declared.sort()).toEqual(multipartCalls.map(([m, p]) => `${m} ${p}`).sort())
      const documented = Object.entries(paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, op]) => op.requestBody?.content?.['multipart/form-data'])
          .map(([m]) => `${m} ${path}`),
      )
      expect(documented.sort()).toEqual(declared.sort())
    })

    it('documents the notification form fields from the contract the server parses them with', () => {
      const schema = paths['/api/alerts'].post.requestBody.content['multipart/form-data'].schema
      expect(Object.keys(schema.properties)).toEqual(
        expect.arrayContaining(['title', 'text', 'publicationDate', 'expirationDate', 'publishImmediately', 'image']),
      )
      const join = paths['/api/user/organizations'].post.requestBody.content['multipart/form-data'].schema
      expect(join.properties['files[]']).toEqual(expect.objectContaining({ type: 'array', maxItems: 5 }))
    })
  })
})
