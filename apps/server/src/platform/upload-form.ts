import type { z } from 'zod'
import { fileField, filesField, multipartBody, type JsonSchema, type MultipartBodyDoc } from './multipart-doc'

/** What a route takes in its `multipart/form-data` body: the one statement of its limits (`readUpload` keeps them). */
export interface UploadRules<Fields extends z.ZodObject | undefined = undefined> {
  /** The part name files are sent under; more names are taken too (SPEC §7 names `files[]`, plain `files` is taken). */
  files: string | readonly string[]
  maxFiles: number
  /** Per file. */
  maxBytes: number
  /** The name extensions allowed (`.pdf`…); each file's bytes must be what its own extension says. */
  extensions: readonly string[]
  /** At least one file must come. */
  fileRequired?: boolean
  /** The text fields, parsed with this contract schema: its messages answer a bad field. */
  fields?: Fields
  /** Text fields the route checks itself, each one required: written into the document only. */
  texts?: Record<string, JsonSchema>
  /** A refused file in the route's own words instead of the catalogue's. */
  wrongType?: string
}

export interface UploadForm<Fields extends z.ZodObject | undefined = undefined> {
  rules: UploadRules<Fields>
  /** The body as the OpenAPI document shows it (`platform/openapi.ts`). */
  body: MultipartBodyDoc
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a `multipart/form-data` body by these rules (documented, not validated by Fastify). */
    upload?: UploadForm<z.ZodObject | undefined>
  }
}

/** A route's upload, stated once: `config.upload` documents it, `readUpload(request, form)` reads it. */
export function uploadForm<Fields extends z.ZodObject | undefined = undefined>(
  rules: UploadRules<Fields>,
): UploadForm<Fields> {
  const [name] = [rules.files].flat()
  const kinds = rules.extensions.join(', ')
  const size = `${Number((rules.maxBytes / 1_048_576).toFixed(1))} MB`
  const file =
    rules.maxFiles === 1
      ? fileField(`One file: ${kinds}, at most ${size}, checked by its bytes`)
      : filesField(
          `Up to ${rules.maxFiles} files, each part named ${name}: ${kinds}, each at most ${size}, checked by its bytes`,
          rules.maxFiles,
        )
  const texts = rules.texts ?? {}
  const body = multipartBody({
    fields: rules.fields,
    properties: { ...texts, [name]: file },
    required: [...Object.keys(texts), ...(rules.fileRequired ? [name] : [])],
  })
  return { rules, body }
}
