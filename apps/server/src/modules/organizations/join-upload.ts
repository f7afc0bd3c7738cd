import {
  JOIN_FIELDS,
  JOIN_FILE_EXTENSIONS,
  JOIN_FILE_MAX_BYTES,
  JOIN_FILES_MAX,
  joinOrganizationFieldsSchema,
} from '@psp/contracts'
import { uploadForm } from '../../platform/upload-form'
import type { Upload } from '../../platform/upload-reader'

/** The join form: inn, role (and an unknown organization's names) and scans or photos of the documents. */
export const joinForm = uploadForm({
  files: [JOIN_FIELDS.files, 'files'],
  maxFiles: JOIN_FILES_MAX,
  maxBytes: JOIN_FILE_MAX_BYTES,
  extensions: JOIN_FILE_EXTENSIONS,
  fields: joinOrganizationFieldsSchema,
})

export type JoinUpload = Upload<typeof joinOrganizationFieldsSchema>
