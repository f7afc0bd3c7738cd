import type { z } from 'zod'
import type { ArticleSearchHit, SearchResponse, searchRequestSchema } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { authorize } from '../../policies/authorize'
import { hasLatinLetters, latinLayoutToRussian } from './keyboard-layout'
import { announceSearchPerformed } from './search-performed'
import { highlightAll, snippet } from './highlight'
import { closestWords, searchPage, tsqueryOf, type HitRow } from './search.repository'

type SearchRequest = z.output<typeof searchRequestSchema>

/** Only this many words of a text take part: a pasted page must not turn into a giant query. */
const QUERY_WORDS_MAX = 12
const WORD_LENGTH_MAX = 40

/** The words of a text (letters and digits, lower case); everything else, quotes and SQL included, is dropped. */
export function queryWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  return words.filter((w) => w.length <= WORD_LENGTH_MAX).slice(0, QUERY_WORDS_MAX)
}

const presentHit = (row: HitRow): ArticleSearchHit => ({
  kind: 'article',
  uuid: row.id,
  title: row.title,
  titleHtml: highlightAll(row.title, row.stems),
  snippetHtml: snippet(row.text, row.stems),
  system: { uuid: row.system_id, title: row.system_name },
  service: { uuid: row.service_id, title: row.service_name },
  updatedAt: new Date(row.updated_at).toISOString(),
})

const emptyPage = (): SearchResponse => ({ items: [], total: 0, pagesCount: 0, moreThanTotal: false })

/**
 * Searches articles: Russian word forms through the `russian` text-search configuration, text typed in the Latin
 * layout read as Russian too, and, when nothing matches, each word replaced by its closest vocabulary word
 * (a one-letter typo still finds). Applications do not exist in the portal yet, so their scopes answer no hits.
 */
export async function search(ctx: AppContext, actor: Actor, input: SearchRequest): Promise<SearchResponse> {
  if (input.whereToSearch === 'organization') authorize(actor, 'search.organization', actor)
  if (input.whereToSearch !== 'knowledge') return emptyPage()
  authorize(actor, 'knowledgeBase.read')

  const variants = [queryWords(input.text)]
  if (hasLatinLetters(input.text)) variants.push(queryWords(latinLayoutToRussian(input.text)))
  const texts = variants.filter((words) => words.length > 0).map((words) => words.join(' '))
  if (texts.length === 0) return emptyPage()

  let found = await searchPage(ctx.db, tsqueryOf(texts), texts.join(' '), input.page, input.itemsPerPage)
  if (found.total === 0) {
    const closest = await closestWords(ctx.db, [...new Set(variants.flat())])
    const corrected = variants
      .map((words) => words.map((w) => closest.get(w) ?? w).join(' '))
      .filter((text) => text && !texts.includes(text))
    if (corrected.length === 0) {
      remember(ctx, actor, input, 0, [])
      return emptyPage()
    }
    found = await searchPage(ctx.db, tsqueryOf(corrected), corrected.join(' '), input.page, input.itemsPerPage)
  }
  remember(ctx, actor, input, found.total, found.rows)
  return {
    items: found.rows.map(presentHit),
    total: found.total,
    moreThanTotal: found.moreThanTotal,
    pagesCount: Math.ceil(found.total / input.itemsPerPage),
  }
}

/**
 * Records the first page of a knowledge-base search for «Пробелы базы знаний» (grouped by its normalized words);
 * the analytics recorder buffers it, so the search does not wait for the write. Later pages are the same search.
 */
function remember(ctx: AppContext, actor: Actor, input: SearchRequest, total: number, rows: HitRow[]) {
  const query = queryWords(input.text).join(' ')
  if (input.page !== 1 || !query) return
  announceSearchPerformed(ctx, {
    at: ctx.clock.now(),
    userId: actor.userId,
    organizationId: actor.organizationId,
    query,
    resultsCount: total,
    resultIds: rows.map((r) => r.id),
  })
}
