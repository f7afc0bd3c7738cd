import { randomUUID } from 'node:crypto'

/** A JSON Schema node of the OpenAPI document (3.0 flavour: `nullable`, `anyOf`). */
export type SchemaNode = Record<string, any>

/** Gives a real id for a field or parameter by its name, when the walk has one (`serviceUuid`, `organizationId`). */
export type IdFor = (name: string) => string | undefined

/**
 * A plausible value for a schema: what a form would send, so that a request gets past its schema where it can and
 * reaches the code behind it. Best effort: the walk's point is the bad values built from it, not that it succeeds.
 * With `everyField`, optional fields are filled too (bad values are then put in every one of them).
 */
export function sampleOf(schema: SchemaNode | undefined, idFor: IdFor, name = '', everyField = false): unknown {
  if (!schema) return 'тест'
  if (schema.example !== undefined) return schema.example
  if (schema.default !== undefined) return schema.default
  if (Array.isArray(schema.enum)) return schema.enum.find((value: unknown) => value !== null) ?? null
  const variants: SchemaNode[] | undefined = schema.anyOf ?? schema.oneOf
  if (variants) return sampleOf(variants.find((v) => v.type !== 'null') ?? variants[0], idFor, name, everyField)
  if (schema.allOf) return sampleOf(schema.allOf[0], idFor, name, everyField)
  switch (schema.type) {
    case 'object': {
      const fields: string[] = everyField ? Object.keys(schema.properties ?? {}) : (schema.required ?? [])
      return Object.fromEntries(
        fields.map((key) => [key, sampleOf(schema.properties?.[key], idFor, key, everyField)] as const),
      )
    }
    case 'array':
      return schema.minItems || everyField
        ? Array.from({ length: schema.minItems || 1 }, () => sampleOf(schema.items, idFor, name, everyField))
        : []
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1)
    case 'boolean':
      return false
    default:
      return sampleString(schema, idFor, name)
  }
}

function sampleString(schema: SchemaNode, idFor: IdFor, name: string): string {
  if (schema.format === 'uuid') return idFor(name) ?? randomUUID()
  if (schema.format === 'date-time') return new Date().toISOString()
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10)
  if (schema.format === 'email') return 'someone@example.test'
  const text = 'тест'
  return schema.minLength > text.length ? text.padEnd(schema.minLength, 'т') : text
}

/** The same value with every string, number and boolean in it replaced (arrays and objects kept). */
export function mapLeaves(value: unknown, replace: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, replace))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapLeaves(item, replace)]))
  }
  return replace(value)
}
