/*
 * Highlights found words in titles and snippets. PostgreSQL's ts_headline would parse every document of the page
 * again with the Russian dictionary, the most expensive step of a search; the query's stems are known already, and a
 * Russian (or English) stem is a prefix of the word it came from, so matching prefixes here gives the same marks
 * for a fraction of the cost. The text is HTML-escaped: `<mark>` is the only markup a hit carries.
 */

const SNIPPET_WORDS = 35
const WORDS_BEFORE_MATCH = 8

const normalize = (word: string) => word.toLowerCase().replaceAll('ё', 'е')

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

interface Word {
  start: number
  end: number
  match: boolean
}

function wordsOf(text: string, stems: string[]): Word[] {
  const words: Word[] = []
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = normalize(m[0])
    words.push({ start: m.index, end: m.index + m[0].length, match: stems.some((s) => word.startsWith(s)) })
  }
  return words
}

function render(text: string, words: Word[], from: number, to: number) {
  let html = ''
  let at = from
  for (const w of words) {
    if (w.start < from || w.end > to || !w.match) continue
    html += `${escapeHtml(text.slice(at, w.start))}<mark>${escapeHtml(text.slice(w.start, w.end))}</mark>`
    at = w.end
  }
  return html + escapeHtml(text.slice(at, to))
}

const usableStems = (stems: string[]) => stems.map(normalize).filter((s) => s.length > 0)

/** The whole text with every word of the query marked. */
export function highlightAll(text: string, stems: string[]) {
  const usable = usableStems(stems)
  return render(text, wordsOf(text, usable), 0, text.length)
}

/** About 35 words around the first match (the beginning when the text has none), marked, with «…» where cut. */
export function snippet(text: string, stems: string[]) {
  const flat = text.replace(/\s+/g, ' ').trim()
  const words = wordsOf(flat, usableStems(stems))
  if (words.length === 0) return ''
  const first = Math.max(
    0,
    words.findIndex((w) => w.match),
  )
  const startWord = Math.max(0, Math.min(first - WORDS_BEFORE_MATCH, words.length - SNIPPET_WORDS))
  const endWord = Math.min(words.length, startWord + SNIPPET_WORDS) - 1
  const from = startWord === 0 ? 0 : words[startWord].start
  const to = endWord === words.length - 1 ? flat.length : words[endWord].end
  return `${from > 0 ? '… ' : ''}${render(flat, words, from, to)}${to < flat.length ? ' …' : ''}`
}
