import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { AGREEMENT_MAX_BYTES, AGREEMENT_UPLOAD_FIELD } from '@psp/contracts'
import { uploadForm } from '../../platform/upload-form'
import { readUpload } from '../../platform/upload-reader'

/** POST /useragreement: one .pdf that really is a PDF, up to 15 MB (SPEC §5). */
export const agreementForm = uploadForm({
  files: AGREEMENT_UPLOAD_FIELD,
  maxFiles: 1,
  maxBytes: AGREEMENT_MAX_BYTES,
  extensions: ['.pdf'],
  fileRequired: true,
})

/** The agreement file and the version's name: the file's own name without its extension. */
export async function readAgreementUpload(request: FastifyRequest) {
  const [file] = (await readUpload(request, agreementForm)).files
  const name = path.basename(file.name, path.extname(file.name)).trim() || 'Пользовательское соглашение'
  return { fileName: file.name, name, body: file.body }
}
