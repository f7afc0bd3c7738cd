import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { AGREEMENT_MAX_BYTES, AGREEMENT_UPLOAD_FIELD, agreementUploadFieldsSchema } from '@psp/contracts'
import { uploadForm } from '../../platform/upload-form'
import { readUpload } from '../../platform/upload-reader'

/** POST /useragreement: one .pdf that really is a PDF, up to 15 MB (SPEC §5), and optionally the version's name. */
export const agreementForm = uploadForm({
  files: AGREEMENT_UPLOAD_FIELD,
  maxFiles: 1,
  maxBytes: AGREEMENT_MAX_BYTES,
  extensions: ['.pdf'],
  fileRequired: true,
  fields: agreementUploadFieldsSchema,
})

/** The agreement file and the version's name: the one sent, else the file's own name without its extension. */
export async function readAgreementUpload(request: FastifyRequest) {
  const { files, fields } = await readUpload(request, agreementForm)
  const [file] = files
  const name =
    fields.name ?? (path.basename(file.name, path.extname(file.name)).trim() || 'Пользовательское соглашение')
  return { fileName: file.name, name, body: file.body }
}
