import type { z } from 'zod'
import type { ArticleSearchHit, SearchResponse, searchRequestSchema } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { authorize } from '../../policies/authorize'
import { correctedVariants, queryVariants, queryWords } from './query-words'
import { searchApplications } from './application-search'
import { announceSearchPerformed } from './search-performed'
import { highlightAll, snippet } from './highlight'
import { closestWords, matchedWordsOf, searchPage, tsqueryOf, type HitRow } from './search.repository'

type SearchRequest = z.output<typeof searchRequestSchema>

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
 * Searches articles (scope knowledge): Russian word forms through the `russian` text-search configuration, text
 * typed in the Latin layout read as Russian too, and, when nothing matches, each word replaced by its closest
 * vocabulary word (a one-letter typo still finds). The scopes orders and organization search applications by the
 * same rules, limited to those the user may see (application-search.ts).
 */
export async function search(ctx: AppContext, actor: Actor, input: SearchRequest): Promise<SearchResponse> {
  if (input.whereToSearch !== 'knowledge') return searchApplications(ctx, actor, input)
  authorize(actor, 'knowledgeBase.read')
  if (input.suggestion) return suggest(ctx, input)

  const variants = queryVariants(input.text)
  const texts = variants.map((words) => words.join(' '))
  if (texts.length === 0) return emptyPage()

  let found = await searchPage(ctx.db, tsqueryOf(texts), texts.join(' '), input.page, input.itemsPerPage)
  if (found.total === 0) {
    const closest = await closestWords(ctx.db, [...new Set(variants.flat())])
    const corrected = correctedVariants(variants, closest)
    if (corrected.length === 0) {
      remember(ctx, actor, input, 0, [])
      return emptyPage()
    }
    found = await searchPage(ctx.db, tsqueryOf(corrected), corrected.join(' '), input.page, input.itemsPerPage)
  }
  remember(ctx, actor, input, found.total, found.rows)
  return pageOf(found, input.itemsPerPage)
}

const pageOf = (found: Awaited<ReturnType<typeof searchPage>>, itemsPerPage: number): SearchResponse => ({
  items: found.rows.map(presentHit),
  total: found.total,
  moreThanTotal: found.moreThanTotal,
  pagesCount: Math.ceil(found.total / itemsPerPage),
})

/**
 * The application form's suggestions for the subject being typed. A subject is a sentence, not a query: any of its
 * words matching is enough («Проверка: не открывается база знаний» still finds the articles about «база знаний»),
 * and articles with more of the words come first. Word forms, the Latin layout and typos are read as in `search`.
 */
async function suggest(ctx: AppContext, input: SearchRequest): Promise<SearchResponse> {
  const words = [...new Set(queryVariants(input.text).flat())]
  if (words.length === 0) return emptyPage()
  const page = (list: string[]) =>
    searchPage(ctx.db, tsqueryOf(list), list.join(' '), input.page, input.itemsPerPage, matchedWordsOf(list))
  let found = await page(words)
  if (found.total === 0) {
    const closest = await closestWords(ctx.db, words)
    const corrected = [...new Set(words.map((w) => closest.get(w) ?? w))]
    if (corrected.every((w) => words.includes(w))) return emptyPage()
    found = await page(corrected)
  }
  return pageOf(found, input.itemsPerPage)
}

/**
 * Records the first page of a knowledge-base search for «Пробелы базы знаний» (grouped by its normalized words);
 * the analytics recorder buffers it, so the search does not wait for the write. Later pages are the same search; the
 * application form's as-you-type suggestions (`suggest`) are half-typed subjects, not searches, and are not recorded.
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
