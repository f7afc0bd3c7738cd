import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import {
  NOTIFICATION_IMAGE_EXTENSIONS,
  NOTIFICATION_IMAGE_FIELD,
  NOTIFICATION_IMAGE_MAX_BYTES,
  notificationFieldsSchema,
  type NotificationFields,
} from '@psp/contracts'
import { AppError } from '../../platform/errors'

export interface NotificationImage {
  name: string
  body: Buffer
  mimeType: string
}

/** The bytes decide: a notification image must really be a PNG or a JPEG, whatever its name says. */
const imageTypes: Record<string, string[]> = { png: ['.png'], jpg: ['.jpg', '.jpeg'] }

async function checkImage(name: string, body: Buffer): Promise<string> {
  const extension = path.extname(name).toLowerCase()
  const detected = body.length > 0 ? await fileTypeFromBuffer(body) : undefined
  if (
    !(NOTIFICATION_IMAGE_EXTENSIONS as readonly string[]).includes(extension) ||
    !detected ||
    !imageTypes[detected.ext]?.includes(extension)
  )
    throw new AppError('FileTypeNotAllowed', undefined, { image: 'недопустимый формат файла' })
  return detected.mime
}

/** Reads the notification form (multipart: text fields and at most one image), checking the image by content. */
export async function readNotificationForm(
  request: FastifyRequest,
): Promise<{ fields: NotificationFields; image: NotificationImage | null }> {
  if (!request.isMultipart()) throw new AppError('ValidationError', 'Ожидается форма multipart/form-data')
  const raw: Record<string, string> = {}
  let image: NotificationImage | null = null
  for await (const part of request.parts({ limits: { fileSize: NOTIFICATION_IMAGE_MAX_BYTES, files: 1 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') raw[part.fieldname] = part.value
      continue
    }
    if (part.fieldname !== NOTIFICATION_IMAGE_FIELD) {
      part.file.resume()
      continue
    }
    const body = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('FileTooLarge', undefined, { image: 'Превышен допустимый размер файла' })
      throw error
    })
    if (part.file.truncated || body.length > NOTIFICATION_IMAGE_MAX_BYTES)
      throw new AppError('FileTooLarge', undefined, { image: 'Превышен допустимый размер файла' })
    const name = path.basename(part.filename || '').slice(0, 255)
    image = { name, body, mimeType: await checkImage(name, body) }
  }
  const parsed = notificationFieldsSchema.safeParse(raw)
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
    throw new AppError('ValidationError', Object.values(fields)[0], fields)
  }
  return { fields: parsed.data, image }
}
