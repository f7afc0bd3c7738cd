import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { APPLICATION_FILES_MAX } from '@psp/contracts'
import { AppError } from '../../platform/errors'
import { checkAttachment, type UploadedFile } from '../knowledge-base/kb-upload'

/** The file fields SPEC §7 names `files[]`; plain `files` is taken too. */
const FILE_FIELDS = new Set(['files', 'files[]'])

/**
 * Reads a multipart body of an application call: its text fields and its files, each checked by size, count and
 * content before anything is stored.
 */
export async function readApplicationUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) {
    throw new AppError('FailedToUploadFiles', 'Ожидается загрузка файлов (multipart/form-data)')
  }
  const fields: Record<string, string> = {}
  const files: UploadedFile[] = []
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: APPLICATION_FILES_MAX + 1 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value
      continue
    }
    if (!FILE_FIELDS.has(part.fieldname)) {
      part.file.resume()
      continue
    }
    if (files.length === APPLICATION_FILES_MAX) throw new AppError('TooManyFiles')
    const body = await part.toBuffer()
    const name = path.basename(part.filename || '')
    files.push({ name, body, mimeType: await checkAttachment(name, body) })
  }
  return { fields, files }
}

/** A multipart comment: the required `text` field (up to `maxLength`) and its files. */
export async function readCommentUpload(request: FastifyRequest, maxBytes: number, maxLength: number) {
  const upload = await readApplicationUpload(request, maxBytes)
  const text = (upload.fields.text ?? '').trim()
  if (!text) throw new AppError('ValidationError', 'Введите текст', { text: 'Обязательное поле' })
  if (text.length > maxLength) {
    throw new AppError('ValidationError', 'Превышено количество символов', { text: 'Превышено количество символов' })
  }
  return { text, files: upload.files }
}
