import { z } from 'zod'

/** A JSON Schema fragment, as it goes into the OpenAPI document. */
export type JsonSchema = Record<string, unknown>

/**
 * The `multipart/form-data` body of a route, for the OpenAPI document only: multipart bodies are read part by part by
 * the upload reader (files checked by content as they stream), so Fastify does not validate them against a schema.
 * `upload-form.ts` builds it from the route's rules; `platform/openapi.ts` writes it as the operation's request body.
 */
export interface MultipartBodyDoc {
  type: 'object'
  properties: Record<string, JsonSchema>
  required: string[]
}

/** One uploaded file. */
export const fileField = (description: string): JsonSchema => ({ type: 'string', format: 'binary', description })

/** Several files under one field name, each part sent with the same name (`files[]`). */
export const filesField = (description: string, maxItems: number): JsonSchema => ({
  type: 'array',
  items: { type: 'string', format: 'binary' },
  maxItems,
  description,
})

/** A text field. */
export const textField = (description: string, schema: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  ...schema,
  description,
})

/**
 * A multipart body: text fields written out by hand or taken from the zod object the route parses them with (so the
 * document says what the server accepts), then file fields. `required` names the fields a request must send.
 */
export function multipartBody(options: {
  fields?: z.ZodObject
  properties?: Record<string, JsonSchema>
  required?: string[]
}): MultipartBodyDoc {
  const fromZod = options.fields
    ? (z.toJSONSchema(options.fields, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, JsonSchema>
        required?: string[]
      })
    : {}
  // A multipart text part is always a string: zod's booleans and numbers read from text are documented as text.
  const zodProperties = Object.fromEntries(
    Object.entries(fromZod.properties ?? {}).map(([name, schema]) => [name, asTextPart(schema)]),
  )
  return {
    type: 'object',
    properties: { ...zodProperties, ...options.properties },
    required: [...new Set([...(fromZod.required ?? []), ...(options.required ?? [])])],
  }
}

function asTextPart(schema: JsonSchema): JsonSchema {
  const { $schema: _ignored, ...rest } = schema
  const variants = rest.anyOf as JsonSchema[] | undefined
  if (variants) {
    // A flag read as a boolean or as its text forms is sent as one of the texts.
    const texts = variants.filter((v) => v.type === 'string')
    const { anyOf: _variants, ...common } = rest
    if (texts.length === 1) return { ...common, ...texts[0] }
    if (texts.length > 1) return { ...common, anyOf: texts }
  }
  if (rest.type === 'string' || rest.type === undefined) return rest
  return { type: 'string', description: `${rest.description ?? ''} (${String(rest.type)} as text)`.trim() }
}
