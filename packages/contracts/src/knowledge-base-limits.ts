import { DOCUMENT_EXTENSIONS } from './document-kinds'
/*
 * Limits of the knowledge base, free of zod: the knowledge-base pages and their forms read them, and a module that
 * imports zod would put zod into the first download of the signed-in pages (the schemas that use them live in
 * knowledge-base.ts and knowledge-base-authoring.ts).
 */

export const KB_TITLE_MAX = 300
export const KB_DESCRIPTION_MAX = 2000
export const KB_TAG_MAX = 100
export const KB_TAGS_PER_ARTICLE_MAX = 20
/** How many rows GET /articles/last-modified, /articles/popular and /articles/important-info answer by default. */
export const KB_SHORT_LIST_DEFAULT = 10

export const ARTICLE_MARKDOWN_MAX = 200_000
/** Multipart field name for attachment uploads (one or more files under the same name). */
export const KB_UPLOAD_FIELD = 'files'
export const KB_ATTACHMENTS_PER_UPLOAD_MAX = 10
export const KB_ATTACHMENT_MAX_BYTES = 20_971_520
/** File kinds an article or a service may carry (documents, tables, presentations, pictures, text). */
export const KB_ATTACHMENT_EXTENSIONS = DOCUMENT_EXTENSIONS
/** Characters of the reason a reader may give with «Нет» under an article. */
export const KB_FEEDBACK_REASON_MAX = 1000
/** How many of the latest reasons a row of unhelpful articles in «Пробелы базы знаний» carries. */
export const KB_FEEDBACK_LATEST_REASONS = 3
