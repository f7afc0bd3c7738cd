import { z } from 'zod'
import { endpoints, MULTIPART, type EndpointSchemas } from '@psp/contracts/endpoints/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'

/**
 * The web client's endpoints map (packages/contracts/src/endpoints, ADR 0015) against the server's OpenAPI: each call
 * the web makes is a route with that method and path, a JSON body exactly where the contract has one, and a 200
 * answer of the same shape, so client and server cannot drift apart unnoticed.
 */
let t: TestApp
let paths: Record<string, Record<string, any>>
beforeAll(async () => {
  t = await startTestApp()
  paths = (await t.client().get('/api/docs/json')).body.paths
})
afterAll(() => t.close())

/** Top-level shape of a JSON schema: its type, and the property names of an object or of an array's items. */
function shape(schema: any): unknown {
  if (!schema) return null
  // OpenAPI 3.0 writes a nullable schema as `nullable: true`, JSON Schema as a union with null: compare without it.
  const variants = (schema.anyOf ?? schema.oneOf)?.filter((v: any) => v.type !== 'null')
  if (variants) return variants.length === 1 ? shape(variants[0]) : variants.map(shape)
  if (schema.type === 'array') return { array: shape(schema.items) }
  if (schema.type === 'object' || schema.properties) return Object.keys(schema.properties ?? {}).sort()
  return schema.type ?? null
}

describe('endpoints map', () => {
  it.each(Object.entries(endpoints))('%s is a route with the same method, path, body and answer', async (_, e) => {
    const openApiPath = `/api${e.path.replace(/:(\w+)/g, '{$1}')}`
    const operation = paths[openApiPath]?.[e.method.toLowerCase()]
    expect(operation, `${e.method} ${openApiPath}`).toBeDefined()
    const schemas: EndpointSchemas = await e.schemas()
    const documentedBody = operation.requestBody?.content?.['application/json']?.schema
    if (schemas.body === undefined || schemas.body === MULTIPART) expect(documentedBody).toBeUndefined()
    else expect(documentedBody).toBeDefined()
    // A file answer is documented under its own media type (an XLSX), any other under application/json.
    const content = operation.responses?.['200']?.content ?? {}
    const json = content['application/json']?.schema
    if (schemas.response === null || typeof schemas.response === 'string') expect(json).toBeUndefined()
    else {
      const answer = json ?? Object.values<any>(content)[0]?.schema
      expect(shape(answer)).toEqual(shape(z.toJSONSchema(schemas.response, { io: 'output', unrepresentable: 'any' })))
    }
  })
})
