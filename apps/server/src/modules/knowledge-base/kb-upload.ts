import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { fitFileName } from '@psp/contracts/file-name'
import { KB_ATTACHMENT_MAX_BYTES, KB_ATTACHMENTS_PER_UPLOAD_MAX, KB_UPLOAD_FIELD } from '@psp/contracts'
import { AppError } from '../../platform/errors'
import { anySignedInUser, registerFileKindReaders } from '../files/file-access'

/** Files attached to articles and services: documentation every signed-in user may download. */
export const KB_FILE_KIND = 'kb-attachment'
registerFileKindReaders(KB_FILE_KIND, anySignedInUser)

/**
 * What the bytes must be (by their magic numbers) for each name extension. Anything else, executables and
 * archives included, is refused: a knowledge base only needs documents and pictures.
 */
const binaryTypes: Record<string, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  tif: ['tif', 'tiff'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
  rtf: ['rtf'],
  // Legacy Office documents are OLE compound files; so are .msi installers, which the extension check refuses.
  cfb: ['doc', 'xls', 'ppt'],
}
const textTypes: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  log: 'text/plain; charset=utf-8',
}
const legacyOfficeMime: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

export interface UploadedFile {
  name: string
  body: Buffer
  mimeType: string
}

// SPEC §5's own words; the upload area lists the allowed kinds beside the button.
const refuse = () => new AppError('FileTypeNotAllowed')

function isUtf8Text(body: Buffer) {
  if (body.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body)
    return true
  } catch {
    return false
  }
}

/** Checks one file's content against its name; answers the MIME type to store it with. */
export async function checkAttachment(name: string, body: Buffer): Promise<string> {
  const extension = path.extname(name).slice(1).toLowerCase()
  if (!extension || body.length === 0) throw refuse()
  const detected = await fileTypeFromBuffer(body)
  if (!detected) {
    if (textTypes[extension] && isUtf8Text(body)) return textTypes[extension]
    throw refuse()
  }
  if (!binaryTypes[detected.ext]?.includes(extension)) throw refuse()
  return detected.ext === 'cfb' ? legacyOfficeMime[extension] : detected.mime
}

/** Reads every file of a multipart upload (field `files`), checking count, size and content before storing any. */
export async function readUploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart())
    throw new AppError('FailedToUploadFiles', 'Ожидается загрузка файлов (multipart/form-data)')
  const result: UploadedFile[] = []
  for await (const part of request.files({
    limits: { fileSize: KB_ATTACHMENT_MAX_BYTES, files: KB_ATTACHMENTS_PER_UPLOAD_MAX },
  })) {
    if (part.fieldname !== KB_UPLOAD_FIELD) {
      part.file.resume()
      continue
    }
    const body = await part.toBuffer()
    // A long name is shortened with its extension kept: cutting its end would make it a file of no format.
    const name = fitFileName(part.filename || '')
    result.push({ name, body, mimeType: await checkAttachment(name, body) })
  }
  if (result.length === 0) throw new AppError('FailedToUploadFiles', 'Файлы не переданы')
  return result
}
