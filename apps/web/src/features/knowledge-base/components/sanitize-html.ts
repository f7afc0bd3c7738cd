import DOMPurify from 'dompurify'

/** The article body is sanitized on the server; this is the second layer, so a server bug cannot inject script. */
export const sanitizeArticleHtml = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
