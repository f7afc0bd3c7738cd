import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { JOIN_FIELDS, JOIN_FILE_EXTENSIONS, JOIN_FILE_MAX_BYTES, JOIN_FILES_MAX } from '@psp/contracts'
import { AppError } from '../../platform/errors'

export interface JoinUpload {
  fields: Record<string, string>
  files: Array<{ name: string; body: Buffer; mimeType: string }>
}

/** What the bytes must be for each allowed extension: scans and photos of documents. */
const contentOf: Record<string, string[]> = { pdf: ['.pdf'], png: ['.png'], jpg: ['.jpg', '.jpeg'] }

async function checkJoinFile(name: string, body: Buffer) {
  const extension = path.extname(name).toLowerCase()
  if (!(JOIN_FILE_EXTENSIONS as readonly string[]).includes(extension)) throw new AppError('FileTypeNotAllowed')
  const detected = await fileTypeFromBuffer(body)
  if (!detected || !contentOf[detected.ext]?.includes(extension)) throw new AppError('FileTypeNotAllowed')
  return detected.mime
}

/**
 * Reads the join multipart (inn, role, files[]): text fields as they come, each file checked by count, size and
 * content (by its magic numbers, not its name) before anything is stored.
 */
export async function readJoinUpload(request: FastifyRequest): Promise<JoinUpload> {
  if (!request.isMultipart()) throw new AppError('ValidationError', 'Ожидается multipart/form-data')
  const upload: JoinUpload = { fields: {}, files: [] }
  const parts = request.parts({
    limits: { fileSize: JOIN_FILE_MAX_BYTES, files: JOIN_FILES_MAX + 1, fields: 10, fieldSize: 4096 },
  })
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value
      continue
    }
    if (part.fieldname !== JOIN_FIELDS.files && part.fieldname !== 'files') {
      part.file.resume()
      continue
    }
    if (upload.files.length >= JOIN_FILES_MAX) throw new AppError('TooManyFiles')
    const body = await part.toBuffer()
    if (part.file.truncated) throw new AppError('FileTooLarge')
    const name = path.basename(part.filename || '').slice(0, 255)
    upload.files.push({ name, body, mimeType: await checkJoinFile(name, body) })
  }
  return upload
}
