import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS } from '@psp/contracts/article-html'

// Raw HTML inside Markdown is passed to the sanitizer like everything else, so authors may use a <br> or a table
// but never a script, a handler attribute or a foreign image.
const marked = new Marked({ gfm: true, breaks: false, async: false })

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_HTML_TAGS,
  allowedAttributes: ARTICLE_HTML_ATTRIBUTES,
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from our own origin (relative URLs) or inline data: no tracking pixels from elsewhere.
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
  },
}

export interface RenderedArticle {
  html: string
  /** The visible text, one block per line: the source of search snippets. */
  plainText: string
}

/** Renders an article's Markdown to sanitized HTML, and extracts its plain text. */
export function renderMarkdown(markdown: string): RenderedArticle {
  const raw = marked.parse(markdown) as string
  const html = sanitizeHtml(raw, sanitizeOptions)
  return { html, plainText: htmlToPlainText(html) }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function htmlToPlainText(html: string) {
  const separated = html.replace(/<\/(p|h[1-6]|li|tr|pre|blockquote|div|table|dt|dd)>|<br\s*\/?>/gi, '$&\n')
  const text = sanitizeHtml(separated, { allowedTags: [], allowedAttributes: {} })
  return text
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
      }
      return entities[name.toLowerCase()] ?? whole
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}
