import { mapLeaves, sampleOf, type IdFor, type SchemaNode } from './schema-samples'
import { PNG_1X1 } from './upload-samples'

/** One request of the walk, as bytes on the wire: the path carries its query, written exactly as sent. */
export interface WalkRequest {
  label: string
  method: string
  path: string
  contentType?: string
  body?: string | Buffer
}

/** An operation of the OpenAPI document. */
export interface Operation {
  method: string
  /** `/api/applications/{id}/comment` */
  path: string
  spec: SchemaNode
}

/** Larger than the walk's body limit (the test app is started with BODY_LIMIT_BYTES below this). */
export const OVERSIZE_BYTES = 80 * 1024

const NUL_TEXT = 'a\u0000b'
const BOUNDARY = 'walk-boundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

const parametersOf = (op: Operation, place: string): SchemaNode[] =>
  (op.spec.parameters ?? []).filter((p: SchemaNode) => p.in === place)

/** The path with its parameters filled (each by `fill`), encoded as a client would unless `raw` says otherwise. */
function pathWith(op: Operation, fill: (name: string) => { value: string; raw?: boolean }) {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const { value, raw } = fill(name)
    return raw ? value : encodeURIComponent(value)
  })
}

/**
 * Every bad request the walk sends to one operation, beside one plausible request (`sample`): bad path parameters,
 * bad and unknown query keys, and broken, hostile or mistyped bodies, JSON or multipart as the operation takes.
 */
export function badRequestsFor(op: Operation, idFor: IdFor, paramValue: (name: string) => string): WalkRequest[] {
  const path = pathWith(op, (name) => ({ value: paramValue(name) }))
  const query = parametersOf(op, 'query')
  const sampleQuery = query
    .filter((p) => p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sampleOf(p.schema, idFor, p.name)))}`)
  const withQuery = (...extra: string[]) => {
    const all = [...sampleQuery, ...extra]
    return all.length ? `${path}?${all.join('&')}` : path
  }
  const jsonSchema = op.spec.requestBody?.content?.['application/json']?.schema
  const multipartSchema = op.spec.requestBody?.content?.['multipart/form-data']?.schema
  const sampleBody = jsonSchema ? sampleOf(jsonSchema, idFor) : undefined
  const base = { method: op.method.toUpperCase() }
  const json = (label: string, body: string | Buffer, contentType = 'application/json') => ({
    ...base,
    label,
    path: withQuery(),
    contentType,
    body,
  })
  const sample: WalkRequest = multipartSchema
    ? { ...base, label: 'a plausible form', path: withQuery(), contentType: MULTIPART, body: formOf(multipartSchema) }
    : jsonSchema
      ? json('a plausible body', JSON.stringify(sampleBody))
      : { ...base, label: 'a plausible request', path: withQuery() }

  const requests: WalkRequest[] = [{ ...sample, label: 'unknown query key', path: withQuery('zz=1') }]
  for (const p of parametersOf(op, 'path')) {
    for (const [label, value] of [
      ['NUL', '%00'],
      ['a control character', 'a%01b'],
      ['invalid UTF-8', '%FF%FE'],
      ['a huge number', '1e400'],
      ['a negative number', '-1'],
      ['a very long value', 'x'.repeat(300)],
    ]) {
      requests.push({
        ...sample,
        label: `path ${p.name}: ${label}`,
        path: pathWith(op, (name) => (name === p.name ? { value, raw: true } : { value: paramValue(name) })),
      })
    }
  }
  for (const p of query) {
    for (const [label, value] of [
      ['NUL', 'a%00b'],
      ['a control character', 'a%1Bb'],
      ['invalid UTF-8', '%FF%FE'],
      ['a huge number', '1e400'],
      ['a 30-digit number', '9'.repeat(30)],
      ['a negative number', '-1'],
      ['an empty value', ''],
    ]) {
      const others = sampleQuery.filter((pair) => !pair.startsWith(`${p.name}=`))
      requests.push({
        ...sample,
        label: `query ${p.name}: ${label}`,
        path: `${path}?${[...others, `${p.name}=${value}`].join('&')}`,
      })
    }
    requests.push({ ...sample, label: `query ${p.name} twice`, path: withQuery(`${p.name}=1`, `${p.name}=2`) })
  }
  if (multipartSchema) requests.push(...badForms(base.method, withQuery(), multipartSchema))
  else if (base.method !== 'GET') requests.push(...badJsonBodies(json, sampleOf(jsonSchema, idFor, '', true)))
  return [sample, ...requests]
}

/** Bad bodies built from a sample with every field filled, so that each field gets each bad value. */
function badJsonBodies(json: (label: string, body: string | Buffer, type?: string) => WalkRequest, full: unknown) {
  const asObject = full !== null && typeof full === 'object' ? full : {}
  const deep = '['.repeat(50_000) + ']'.repeat(50_000)
  return [
    json('broken JSON', '{"a":'),
    json('invalid UTF-8', Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')])),
    json('a lone surrogate', '{"text":"\\ud800"}'),
    json('NUL in every string', JSON.stringify(mapLeaves(asObject, (v) => (typeof v === 'string' ? NUL_TEXT : v)))),
    json('NUL in an extra field', JSON.stringify({ ...asObject, note: NUL_TEXT })),
    json('NUL in a key', JSON.stringify({ ...asObject, ['a\u0000']: 1 })),
    json('numbers where strings go', JSON.stringify(mapLeaves(asObject, (v) => (typeof v === 'string' ? 12345 : v)))),
    json('texts where others go', JSON.stringify(mapLeaves(asObject, (v) => (typeof v === 'string' ? v : 'много')))),
    json('huge numbers', JSON.stringify(mapLeaves(asObject, (v) => (typeof v === 'number' ? 1e308 : v)))),
    json('a number past Infinity', JSON.stringify(asObject).replace(/^\{/, '{"zz":1e400,')),
    json('an array', '[]'),
    json('a string', '"x"'),
    json('null', 'null'),
    json('a prototype key', JSON.stringify(asObject).replace(/^\{/, '{"__proto__":{"x":1},')),
    json('nested 50 000 deep', deep),
    json('over the body limit', JSON.stringify({ ...asObject, padding: 'x'.repeat(OVERSIZE_BYTES) })),
    json('plain text', 'hello', 'text/plain'),
    json('an unknown media type', 'x', 'application/x-walk'),
  ]
}

/** A multipart body written by hand, so it can be wrong in ways FormData never is. */
function partsOf(parts: Array<{ name: string; value?: string | Buffer; file?: string }>, close = true) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.file === undefined ? '' : `; filename="${part.file}"`}`
    const type = part.file === undefined ? '' : 'Content-Type: image/png\r\n'
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'latin1'))
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value ?? ''))
    chunks.push(Buffer.from('\r\n'))
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

/** The fields of a multipart schema: text fields with their sample, file fields with a small PNG. */
function fieldsOf(schema: SchemaNode) {
  return Object.entries<SchemaNode>(schema.properties ?? {}).map(([name, field]) => {
    const isFile = field.format === 'binary' || field.items?.format === 'binary'
    return isFile
      ? { name, value: PNG_1X1, file: 'picture.png' }
      : { name, value: String(sampleOf(field, () => undefined, name)) }
  })
}

function formOf(schema: SchemaNode) {
  return partsOf(fieldsOf(schema))
}

function badForms(method: string, path: string, schema: SchemaNode): WalkRequest[] {
  const fields = fieldsOf(schema)
  const texts = fields.filter((f) => f.file === undefined)
  const files = fields.filter((f) => f.file !== undefined)
  const form = (label: string, body: Buffer, contentType = MULTIPART) => ({ label, method, path, contentType, body })
  const whole = partsOf(fields)
  const requests = [
    form('cut off in the middle', whole.subarray(0, Math.floor(whole.length * 0.7))),
    form('cut off before the closing boundary', partsOf(fields, false)),
    form('no boundary in the media type', whole, 'multipart/form-data'),
    form('a boundary that is not there', whole, 'multipart/form-data; boundary=elsewhere'),
    form('garbage', Buffer.from('\u0000\u0001 not a form at all')),
    form('an empty body', Buffer.alloc(0)),
    form('a control character in a field name', partsOf([...fields, { name: 'a\u0001b', value: 'x' }])),
    form('a prototype field name', partsOf([{ name: '__proto__', value: 'x' }, ...fields])),
    form('a file over the upload limit', partsOf([...texts, ...files.map((f) => ({ ...f, value: oversizePng() }))])),
  ]
  for (const text of texts) {
    const others = fields.filter((f) => f !== text)
    requests.push(form(`${text.name}: NUL`, partsOf([...others, { name: text.name, value: NUL_TEXT }])))
    requests.push(
      form(`${text.name}: invalid UTF-8`, partsOf([...others, { name: text.name, value: Buffer.from([0xff, 0xfe]) }])),
    )
  }
  for (const file of files) {
    const others = fields.filter((f) => f !== file)
    for (const [label, name] of [
      ['NUL', 'a\u0000b.png'],
      ['a control character', 'a\u001bb.png'],
      ['a path', '../../etc/passwd.png'],
    ]) {
      requests.push(form(`${file.name} file name: ${label}`, partsOf([...others, { ...file, file: name }])))
    }
    requests.push(form(`${file.name}: eleven files`, partsOf([...others, ...Array.from({ length: 11 }, () => file)])))
  }
  return requests
}

const oversizePng = () => Buffer.concat([PNG_1X1, Buffer.alloc(OVERSIZE_BYTES)])
