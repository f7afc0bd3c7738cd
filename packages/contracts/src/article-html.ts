/**
 * The HTML an article body may hold: the server keeps only these when it renders Markdown, and the server-side
 * renderer of the web app sanitizes article bodies again with the same lists (ADR 0023).
 */
export const ARTICLE_HTML_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'del', 's', 'sub', 'sup', 'mark', 'kbd'],
  ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'a', 'img', 'span', 'div'],
]

export const ARTICLE_HTML_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['align', 'colspan', 'rowspan'],
  td: ['align', 'colspan', 'rowspan'],
  ol: ['start'],
  code: ['class'],
}
