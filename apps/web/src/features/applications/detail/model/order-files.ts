import { APPLICATION_FILES_MAX, KB_ATTACHMENT_EXTENSIONS, KB_ATTACHMENT_MAX_BYTES } from '@psp/contracts'
import type { FileRules } from '../../../../ui/file-validation'

/**
 * SPEC §5 file limits of an application's files: the server checks them with the same content check as the
 * knowledge base's attachments (formats and size), at most ten per upload.
 */
export const ORDER_FILE_RULES: Required<FileRules> = {
  accept: KB_ATTACHMENT_EXTENSIONS,
  maxFiles: APPLICATION_FILES_MAX,
  maxSize: KB_ATTACHMENT_MAX_BYTES,
}

/** SPEC §7: files go as `files[]` of a multipart body. */
export function filesForm(files: readonly File[], form = new FormData()) {
  for (const file of files) form.append('files[]', file, file.name)
  return form
}

/** POST …/comment: multipart `text` and `files[]`. */
export function commentForm(text: string, files: readonly File[]) {
  const form = new FormData()
  form.append('text', text.trim())
  return filesForm(files, form)
}
