import type { FastifyRequest } from 'fastify'
import {
  NOTIFICATION_IMAGE_EXTENSIONS,
  NOTIFICATION_IMAGE_FIELD,
  NOTIFICATION_IMAGE_MAX_BYTES,
  notificationFieldsSchema,
} from '@psp/contracts'
import { uploadForm } from '../../platform/upload-form'
import { readUpload, type UploadedFile } from '../../platform/upload-reader'

export type NotificationImage = UploadedFile

/** The notification form: its text fields and at most one image, a PNG or a JPEG by its bytes. */
export const notificationForm = uploadForm({
  files: NOTIFICATION_IMAGE_FIELD,
  maxFiles: 1,
  maxBytes: NOTIFICATION_IMAGE_MAX_BYTES,
  extensions: NOTIFICATION_IMAGE_EXTENSIONS,
  fields: notificationFieldsSchema,
})

export async function readNotificationForm(request: FastifyRequest) {
  const { fields, files } = await readUpload(request, notificationForm)
  return { fields, image: files[0] ?? null }
}
