import DOMPurify from 'dompurify'

/** Snippets come escaped from the server with `<mark>` around matches; nothing else may survive. */
export const sanitizeSnippet = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] })
