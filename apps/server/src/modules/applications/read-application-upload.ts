import type { FastifyRequest } from 'fastify'
import { APPLICATION_COMMENT_MAX, APPLICATION_FILE_EXTENSIONS, APPLICATION_FILES_MAX } from '@psp/contracts'
import { AppError } from '../../platform/errors'
import { textField } from '../../platform/multipart-doc'
import { uploadForm } from '../../platform/upload-form'
import { readUpload } from '../../platform/upload-reader'

/** The files of an application call: SPEC §7 names the part `files[]`; plain `files` is taken too. */
const applicationFiles = (maxBytes: number) => ({
  files: ['files[]', 'files'],
  maxFiles: APPLICATION_FILES_MAX,
  maxBytes,
  extensions: APPLICATION_FILE_EXTENSIONS,
})

/** Files added to an application, each up to the portal's upload limit (`UPLOAD_LIMIT_BYTES`). */
export const applicationFilesForm = (maxBytes: number) =>
  uploadForm({ ...applicationFiles(maxBytes), fileRequired: true })

/** A comment (the applicant's or the operator's reply): the required `text` and its files. */
export const commentForm = (maxBytes: number) =>
  uploadForm({
    ...applicationFiles(maxBytes),
    texts: { text: textField('The comment', { minLength: 1, maxLength: APPLICATION_COMMENT_MAX }) },
  })

/** Reads a comment form: its text must be there and fit. */
export async function readCommentUpload(request: FastifyRequest, form: ReturnType<typeof commentForm>) {
  const upload = await readUpload(request, form)
  const text = (upload.fields.text ?? '').trim()
  if (!text) throw new AppError('ValidationError', 'Введите текст', { text: 'Обязательное поле' })
  if (text.length > APPLICATION_COMMENT_MAX) {
    throw new AppError('ValidationError', 'Превышено количество символов', { text: 'Превышено количество символов' })
  }
  return { text, files: upload.files }
}
