import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_UPLOAD_FIELD } from '@psp/contracts'
import { AppError } from '../../platform/errors'

export interface AvatarUpload {
  name: string
  body: Buffer
  mimeType: 'image/png' | 'image/jpeg'
}

const refuse = () =>
  new AppError('FileTypeNotAllowed', 'недопустимый формат файла: можно загрузить .jpg, .jpeg или .png')

/** SPEC §5: .jpg, .jpeg or .png of at most 5 MB, checked by the bytes themselves, whatever the name claims. */
export async function checkAvatar(name: string, body: Buffer): Promise<AvatarUpload['mimeType']> {
  const extension = path.extname(name).toLowerCase()
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) throw refuse()
  if (body.length === 0) throw refuse()
  if (body.length > AVATAR_MAX_BYTES) throw new AppError('FileTooLarge', 'Превышен допустимый размер файла: 5 МБ')
  const detected = await fileTypeFromBuffer(body)
  if (detected?.mime === 'image/png' || detected?.mime === 'image/jpeg') return detected.mime
  throw refuse()
}

/** Reads the one avatar file of a multipart request (field `file`). */
export async function readAvatarUpload(request: FastifyRequest): Promise<AvatarUpload> {
  if (!request.isMultipart())
    throw new AppError('FailedToUploadFiles', 'Ожидается загрузка файла (multipart/form-data)')
  let upload: AvatarUpload | null = null
  // One byte over the limit is enough to tell the file is too large.
  for await (const part of request.files({ limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1 } })) {
    if (part.fieldname !== AVATAR_UPLOAD_FIELD || upload) {
      part.file.resume()
      continue
    }
    const body = await part.toBuffer()
    const name = path.basename(part.filename || '').slice(0, 255)
    upload = { name, body, mimeType: await checkAvatar(name, body) }
  }
  if (!upload) throw new AppError('FailedToUploadFiles', 'Файл не передан')
  return upload
}
