import type { FastifyRequest } from 'fastify'
import {
  KB_ATTACHMENT_EXTENSIONS,
  KB_ATTACHMENT_MAX_BYTES,
  KB_ATTACHMENTS_PER_UPLOAD_MAX,
  KB_UPLOAD_FIELD,
} from '@psp/contracts'
import { uploadForm } from '../../platform/upload-form'
import { readUpload } from '../../platform/upload-reader'
import { anySignedInUser, registerFileKindReaders } from '../files/file-access'

/** Files attached to articles and services: documentation every signed-in user may download. */
export const KB_FILE_KIND = 'kb-attachment'
registerFileKindReaders(KB_FILE_KIND, anySignedInUser)

/** The files of an article or a service: documents and pictures only, executables and archives are refused. */
export const kbFilesForm = uploadForm({
  files: KB_UPLOAD_FIELD,
  maxFiles: KB_ATTACHMENTS_PER_UPLOAD_MAX,
  maxBytes: KB_ATTACHMENT_MAX_BYTES,
  extensions: KB_ATTACHMENT_EXTENSIONS,
  fileRequired: true,
})

export const readUploadedFiles = async (request: FastifyRequest) => (await readUpload(request, kbFilesForm)).files
