import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_UPLOAD_FIELD } from '@psp/contracts'
import { uploadForm } from '../../platform/upload-form'
import type { UploadedFile } from '../../platform/upload-reader'

export type AvatarUpload = UploadedFile

/** PATCH /user/avatar: one .jpg, .jpeg or .png of at most 5 MB, checked by its bytes (SPEC §5). */
export const avatarForm = uploadForm({
  files: AVATAR_UPLOAD_FIELD,
  maxFiles: 1,
  maxBytes: AVATAR_MAX_BYTES,
  extensions: AVATAR_EXTENSIONS,
  fileRequired: true,
  wrongType: 'недопустимый формат файла: можно загрузить .jpg, .jpeg или .png',
})
