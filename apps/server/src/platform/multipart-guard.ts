import type { Multipart, MultipartFile } from '@fastify/multipart'
import { textProblem } from './bad-text'
import { AppError } from './errors'

/**
 * What the multipart parser (busboy's Dicer) throws for a body that ends before its closing boundary or has none:
 * plain errors, without a code, so they are known by their words. A cut-off upload is bad input, not a server fault.
 */
const MALFORMED_MULTIPART = /unexpected end of multipart data|^Multipart: Boundary not found$/i

export function isMalformedMultipart(error: { message?: string; code?: string }): boolean {
  return error.code === 'FST_MP_PREMATURE_CLOSE' || MALFORMED_MULTIPART.test(error.message ?? '')
}

/**
 * No schema sees the parts of a multipart body (the upload reader takes them one by one, files checked by content as
 * they stream), so each part's field name, text value and file name is checked here as the reader takes it. A file
 * name is one line; a text field may have line breaks.
 */
export function checkPart(part: Multipart) {
  const problem =
    textProblem(part.fieldname, 'name') ??
    (part.type === 'file'
      ? textProblem(part.filename ?? '', 'name')
      : typeof part.value === 'string'
        ? textProblem(part.value)
        : undefined)
  if (!problem) return
  // The file's bytes are left unread: let them flow away so the answer is not held up behind them.
  if (part.type === 'file') (part as MultipartFile).file.resume()
  throw new AppError('ValidationError', problem, { [fieldName(part.fieldname)]: problem })
}

/** The field as the answer names it: a name with a bad character is not echoed back, the body is named instead. */
const fieldName = (name: string) => (textProblem(name, 'name') ? 'body' : name)
