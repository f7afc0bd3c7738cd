import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'

/**
 * What the bytes of a file must be for each name extension, as `file-type` names them by their magic numbers: the
 * bytes decide, whatever the name claims. An extension missing here is allowed by no upload.
 */
const BINARY: Record<string, string> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  tif: 'tif',
  tiff: 'tif',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  odt: 'odt',
  ods: 'ods',
  odp: 'odp',
  rtf: 'rtf',
  // Legacy Office documents are OLE compound files; so are .msi installers, which no extension here names.
  doc: 'cfb',
  xls: 'cfb',
  ppt: 'cfb',
}
/** Plain text has no magic numbers: it must be UTF-8 without NUL. */
const TEXT: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  log: 'text/plain; charset=utf-8',
}
/** `file-type` names every OLE file alike: the extension tells which Office document it is. */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

function isUtf8Text(body: Buffer) {
  if (body.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body)
    return true
  } catch {
    return false
  }
}

/**
 * The MIME type to store a file with, or undefined when its name's extension is not one of `extensions` (`.pdf`…)
 * or its bytes are not what that extension says. An empty file is no document of any kind.
 */
export async function contentTypeOf(name: string, body: Buffer, extensions: readonly string[]) {
  const extension = path.extname(name).slice(1).toLowerCase()
  if (!extension || !extensions.includes(`.${extension}`) || body.length === 0) return undefined
  const detected = await fileTypeFromBuffer(body)
  if (!detected) return TEXT[extension] && isUtf8Text(body) ? TEXT[extension] : undefined
  if (BINARY[extension] !== detected.ext) return undefined
  return detected.ext === 'cfb' ? LEGACY_OFFICE[extension] : detected.mime
}
