/**
 * The file kinds the server's content check accepts for documents users attach (articles, services, applications,
 * comments): documents, tables, presentations, pictures, text.
 */
export const DOCUMENT_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.rtf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.bmp',
  '.tif',
  '.tiff',
  '.txt',
  '.csv',
  '.md',
  '.log',
] as const
