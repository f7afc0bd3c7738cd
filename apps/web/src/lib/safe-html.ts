import DOMPurify from 'dompurify'

/** The inline markup alert and notification titles may carry; the server has sanitized them already. */
const INLINE_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'mark', 'small', 'sub', 'sup', 'br', 'span']

/** Sanitizes an HTML title again in the browser before it is rendered, whatever reached the page. */
export const safeInlineHtml = (html: string) => ({
  __html: DOMPurify.sanitize(html, { ALLOWED_TAGS: INLINE_TAGS, ALLOWED_ATTR: [] }),
})

/** The plain text of an HTML title, for where markup cannot go (the document title). */
export const htmlText = (html: string) =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS: [], RETURN_DOM: true }).textContent ?? ''
