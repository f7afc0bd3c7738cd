/** Kinds of files the portal draws a distinct icon for (SPEC §9: icons for about 50 extensions). */
export type FileKind =
  | 'pdf'
  | 'word'
  | 'spreadsheet'
  | 'presentation'
  | 'image'
  | 'archive'
  | 'signature'
  | 'text'
  | 'cad'
  | 'audio'
  | 'video'
  | 'code'
  | 'unknown'

const EXTENSIONS: Record<Exclude<FileKind, 'unknown'>, readonly string[]> = {
  pdf: ['pdf'],
  word: ['doc', 'docx', 'docm', 'dot', 'dotx', 'odt', 'rtf'],
  spreadsheet: ['xls', 'xlsx', 'xlsm', 'xlsb', 'ods', 'csv'],
  presentation: ['ppt', 'pptx', 'pps', 'ppsx', 'odp'],
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tif', 'tiff', 'svg', 'webp', 'heic'],
  archive: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2'],
  signature: ['xml', 'sig', 'p7s', 'sgn', 'cer', 'crt'],
  text: ['txt', 'log', 'md'],
  cad: ['dwg', 'dxf', 'ifc', 'rvt', 'pln'],
  audio: ['mp3', 'wav', 'ogg'],
  video: ['mp4', 'avi', 'mov', 'mkv'],
  code: ['html', 'htm', 'json'],
}

const KIND_BY_EXTENSION = new Map<string, FileKind>(
  Object.entries(EXTENSIONS).flatMap(([kind, list]) => list.map((ext) => [ext, kind as FileKind] as const)),
)

/** Every extension with its own icon. */
export const KNOWN_EXTENSIONS = [...KIND_BY_EXTENSION.keys()]

/** The lower-case extension of a file name without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : ''
}

/** The icon kind for a file name or a bare extension ('pdf', '.pdf' or 'Отчет.PDF'). */
export function fileKindOf(nameOrExtension: string): FileKind {
  const value = nameOrExtension.trim().toLowerCase()
  const ext = value.includes('.') ? extensionOf(value.startsWith('.') ? `x${value}` : value) : value
  return KIND_BY_EXTENSION.get(ext) ?? 'unknown'
}
