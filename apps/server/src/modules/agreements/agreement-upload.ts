import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { AGREEMENT_MAX_BYTES, AGREEMENT_UPLOAD_FIELD } from '@psp/contracts'
import { AppError } from '../../platform/errors'

const WRONG_FORMAT = 'недопустимый формат файла'

/** Reads the agreement file of POST /useragreement: a .pdf that really is a PDF, up to 15 MB (SPEC §5). */
export async function readAgreementUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('FailedToUploadFiles', 'Ожидается загрузка файла (multipart/form-data)')
  const part = await request.file({ limits: { fileSize: AGREEMENT_MAX_BYTES, files: 1 } })
  if (!part || part.fieldname !== AGREEMENT_UPLOAD_FIELD) throw new AppError('FailedToUploadFiles', 'Файл не передан')
  const body = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FileTooLarge')
    throw error
  })
  // The stream limit normally throws above; a truncated stream must never pass as a whole file either.
  if (part.file.truncated || body.length > AGREEMENT_MAX_BYTES) throw new AppError('FileTooLarge')
  const fileName = path.basename(part.filename || '').slice(0, 255)
  if (path.extname(fileName).toLowerCase() !== '.pdf') throw new AppError('FileTypeNotAllowed', WRONG_FORMAT)
  const detected = body.length > 0 ? await fileTypeFromBuffer(body) : undefined
  if (detected?.ext !== 'pdf') throw new AppError('FileTypeNotAllowed', WRONG_FORMAT)
  const name = path.basename(fileName, path.extname(fileName)).trim() || 'Пользовательское соглашение'
  return { fileName, name, body }
}
