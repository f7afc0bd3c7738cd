import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { problems } from '@psp/contracts'
import { fitFileName } from '@psp/contracts/file-name'
import { AppError } from './errors'
import { contentTypeOf } from './file-content'
import { checkPart } from './multipart-guard'
import type { UploadForm, UploadRules } from './upload-form'

/** A file that passed its route's rules, read whole: nothing is stored before every part of the body passed. */
export interface UploadedFile {
  name: string
  body: Buffer
  mimeType: string
}

export interface Upload<Fields extends z.ZodObject | undefined> {
  /** The text fields: parsed by the route's schema, or as sent when it has none. */
  fields: Fields extends z.ZodObject ? z.output<Fields> : Record<string, string>
  files: UploadedFile[]
}

const TOO_LONG = 'Превышено количество символов'

/**
 * Reads a route's multipart body by its rules: each part's text checked as it comes, each file by count, size and
 * content (its bytes, not its name) as it streams, then the text fields by the route's schema. Every failure is a
 * catalogue problem: FileTooLarge, FileTypeNotAllowed, TooManyFiles, FailedToUploadFiles for a missing file,
 * ValidationError for a bad field (a body cut off midway is answered by the error handler).
 */
export async function readUpload<Fields extends z.ZodObject | undefined>(
  request: FastifyRequest,
  { rules }: UploadForm<Fields>,
): Promise<Upload<Fields>> {
  if (!request.isMultipart()) throw notMultipart(rules)
  const names: readonly string[] = [rules.files].flat()
  const texts: Record<string, string> = {}
  const files: UploadedFile[] = []
  // One file more than allowed gets past the parser, so the answer is this reader's TooManyFiles.
  for await (const part of request.parts({ limits: { fileSize: rules.maxBytes, files: rules.maxFiles + 1 } })) {
    checkPart(part)
    if (part.type === 'field') {
      // A value past the parser's field size arrives cut: never take it for what was sent.
      if (part.valueTruncated) throw new AppError('ValidationError', TOO_LONG, { [part.fieldname]: TOO_LONG })
      if (typeof part.value === 'string') texts[part.fieldname] = part.value
      continue
    }
    if (!names.includes(part.fieldname)) {
      part.file.resume()
      continue
    }
    if (files.length === rules.maxFiles) {
      part.file.resume()
      throw new AppError('TooManyFiles')
    }
    files.push(await readFile(part, rules, names[0]))
  }
  if (rules.fileRequired && files.length === 0) {
    throw new AppError('FailedToUploadFiles', rules.maxFiles === 1 ? 'Файл не передан' : 'Файлы не переданы')
  }
  const fields = rules.fields ? parseFields(rules.fields, texts) : texts
  return { fields: fields as Upload<Fields>['fields'], files }
}

/** A form (text fields and files) is refused as a bad form; a files-only upload as a failed upload. */
function notMultipart(rules: UploadRules<z.ZodObject | undefined>) {
  if (rules.fields) return new AppError('ValidationError', 'Ожидается форма multipart/form-data')
  const what = rules.maxFiles === 1 ? 'файла' : 'файлов'
  return new AppError('FailedToUploadFiles', `Ожидается загрузка ${what} (multipart/form-data)`)
}

async function readFile(part: MultipartFile, rules: UploadRules<z.ZodObject | undefined>, field: string) {
  // A form shows a file's problem beside its field; a files-only upload has nothing else to point at.
  const refuse = (problem: 'FileTooLarge' | 'FileTypeNotAllowed', message = problems[problem].message) =>
    new AppError(problem, message, rules.fields ? { [field]: message } : undefined)
  const body = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('FileTooLarge')
    throw error
  })
  // The parser's limit throws above; a truncated stream must never pass as a whole file either.
  if (part.file.truncated || body.length > rules.maxBytes) throw refuse('FileTooLarge')
  // A long name is shortened with its extension kept: cutting its end would make it a file of no format.
  const name = fitFileName(part.filename || '')
  const mimeType = await contentTypeOf(name, body, rules.extensions)
  if (!mimeType) throw refuse('FileTypeNotAllowed', rules.wrongType)
  return { name, body, mimeType }
}

function parseFields<Fields extends z.ZodObject>(schema: Fields, texts: Record<string, string>) {
  const parsed = schema.safeParse(texts)
  if (parsed.success) return parsed.data
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
  throw new AppError('ValidationError', Object.values(fields)[0], fields)
}
