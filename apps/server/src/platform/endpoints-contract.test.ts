import type { RouteOptions } from 'fastify'
import { z } from 'zod'
import { endpoints, EVENT_STREAM, FILE, MULTIPART, REDIRECT, type Endpoint } from '@psp/contracts/endpoints/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'

/**
 * One route table (ADR 0015): every route the app registers under /api is made from an endpoint record of
 * packages/contracts/src/endpoints, with the record's method, path and schemas, and every record is a route. So the web
 * client and the server cannot drift apart, and no route writes its own params, query, body or 200 schema (lint keeps
 * route files on `routeOf`, platform/endpoint-route.ts). The API documentation's routes are the swagger plugin's.
 */
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const nameOf = (method: string, url: string) => `${method} ${url}`
const methodsOf = (route: RouteOptions) => [route.method].flat()

/** The registered /api routes by name; HEAD routes are Fastify's copies of the GET routes. */
function apiRoutes(): Map<string, RouteOptions> {
  const routes = new Map<string, RouteOptions>()
  for (const route of t.routes) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue
    for (const method of methodsOf(route)) if (method !== 'HEAD') routes.set(nameOf(method, route.url), route)
  }
  return routes
}

const records = Object.entries(endpoints) as Array<[string, Endpoint]>
const recordName = (e: Endpoint) => nameOf(e.method, `/api${e.path}`)

/** A schema as the validator and the document see it, so two declarations of one shape compare equal. */
const jsonOf = (schema: unknown) =>
  schema === undefined
    ? undefined
    : [
        z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
        z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' }),
      ]

describe('one route table', () => {
  it('has one record per /api route and one route per record', () => {
    const recordNames = records.map(([, e]) => recordName(e))
    expect(new Set(recordNames).size, 'two records of one method and path').toBe(recordNames.length)
    expect([...apiRoutes().keys()].sort()).toEqual(recordNames.sort())
  })

  it.each(records)('%s: its route validates with the record’s schemas and no others', async (_, e) => {
    const route = apiRoutes().get(recordName(e))
    expect(route, recordName(e)).toBeDefined()
    const schema = (route!.schema ?? {}) as {
      params?: unknown
      querystring?: unknown
      body?: unknown
      produces?: string[]
      response?: Record<string, unknown>
    }
    const schemas = await e.schemas()
    expect(jsonOf(schema.params)).toEqual(jsonOf(schemas.params))
    expect(jsonOf(schema.querystring)).toEqual(jsonOf(schemas.query))
    if (schemas.body === MULTIPART) {
      // Read part by part by the upload reader under the route's rules, which also write its documented body.
      expect(schema.body).toBeUndefined()
      expect(route!.config?.upload).toBeDefined()
    } else expect(jsonOf(schema.body)).toEqual(jsonOf(schemas.body))

    const response = schema.response ?? {}
    const successes = Object.keys(response).filter((status) => Number(status) < 400)
    if (schemas.response === null) expect(successes).toEqual(['204'])
    else if (schemas.response === REDIRECT) expect(successes.every((s) => /^30[1-8]$/.test(s))).toBe(true)
    else if (schemas.response === FILE || schemas.response === EVENT_STREAM) {
      // Documented as binary in its own media type (openapi-responses.ts), never as a JSON schema.
      expect(schema.produces?.length).toBe(1)
      expect(schema.produces).not.toContain('application/json')
    } else expect(jsonOf(response['200'])).toEqual(jsonOf(schemas.response))
  })
})
