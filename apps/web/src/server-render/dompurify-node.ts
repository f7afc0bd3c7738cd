import sanitizeHtml from 'sanitize-html'
import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS } from '@psp/contracts/article-html'

/**
 * DOMPurify needs a browser's DOM. The server-side renderer's bundle takes this module in its place (vite.config.ts):
 * the same `sanitize(html, config)` for the configurations the app uses, done by sanitize-html. An explicit list of
 * tags keeps those tags and the listed attributes only; the HTML profile (article bodies, already sanitized by the
 * server when saved) keeps the tags and attributes the server's own Markdown rendering allows.
 */
interface Config {
  ALLOWED_TAGS?: string[]
  ALLOWED_ATTR?: string[]
  USE_PROFILES?: { html?: boolean }
}

function sanitize(html: string, config: Config = {}): string {
  if (config.ALLOWED_TAGS) {
    const attributes = config.ALLOWED_ATTR ?? []
    return sanitizeHtml(html, {
      allowedTags: config.ALLOWED_TAGS,
      allowedAttributes: attributes.length ? { '*': attributes } : {},
    })
  }
  return sanitizeHtml(html, {
    allowedTags: ARTICLE_HTML_TAGS,
    allowedAttributes: ARTICLE_HTML_ATTRIBUTES,
    allowedClasses: { code: [/^language-[\w-]+$/] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['data', 'http', 'https'] },
    allowProtocolRelative: false,
  })
}

// eslint-disable-next-line no-restricted-syntax -- stands in for DOMPurify's own default export.
export default { sanitize }
