import type { z } from 'zod'
import { can, type ApplicationSearchHit, type SearchResponse, type searchRequestSchema } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { authorize, policyActorOf } from '../../policies/authorize'
import { findAcceptedMembership } from '../organizations/organizations.repository'
import {
  closestApplicationWords,
  searchApplicationPage,
  type ApplicationHitRow,
  type ApplicationSearchScope,
} from './application-search.repository'
import { highlightAll, snippet } from './highlight'
import { correctedVariants, queryVariants } from './query-words'
import { tsqueryOf } from './search.repository'

type SearchRequest = z.output<typeof searchRequestSchema>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Application numbers are bigserial: longer digit runs cannot be one. */
const NUMBER = /^\d{1,15}$/

const emptyPage = (): SearchResponse => ({ items: [], total: 0, pagesCount: 0, moreThanTotal: false })

/**
 * Whose applications the scope reads, by the rules of the lists: `orders` the user's own; `organization` those of
 * the session's organization, all of them for its Admins, their own for employees (as /organization/applications/
 * find). Without an organization in the session, or without an accepted membership in it, Forbidden.
 */
async function scopeOf(
  ctx: AppContext,
  actor: Actor,
  where: 'orders' | 'organization',
): Promise<ApplicationSearchScope> {
  if (where === 'orders') return { userId: actor.userId }
  authorize(actor, 'search.organization', actor)
  const organizationId = actor.organizationId!
  const membership = await findAcceptedMembership(ctx.db, actor.userId, organizationId)
  const subject = { membership: membership ? { role: membership.role, status: 'Accepted' as const } : null }
  authorize(actor, 'application.listOrganization', subject)
  return can(policyActorOf(actor), 'application.listWholeOrganization', subject)
    ? { organizationId }
    : { userId: actor.userId, organizationId }
}

const presentHit = (row: ApplicationHitRow): ApplicationSearchHit => ({
  kind: 'application',
  id: row.id,
  number: row.number,
  title: row.subject,
  titleHtml: highlightAll(row.subject, row.stems),
  snippetHtml: snippet(row.text, row.stems),
  status: row.status,
  updatedAt: new Date(row.updated_at).toISOString(),
})

/**
 * Searches applications by number, subject and text with the rules of the article search: Russian word forms, text
 * typed in the Latin layout, and when nothing matches each word replaced by its closest word of the applications'
 * vocabulary. Only what the scope lets the user see is ever read. `applications` narrows to those ids.
 */
export async function searchApplications(ctx: AppContext, actor: Actor, input: SearchRequest) {
  const scope = await scopeOf(ctx, actor, input.whereToSearch === 'organization' ? 'organization' : 'orders')
  const ids = input.applications?.length ? input.applications.filter((id) => UUID.test(id)) : undefined
  const variants = queryVariants(input.text)
  const texts = variants.map((words) => words.join(' '))
  if (texts.length === 0) return emptyPage()
  const numbers = [...new Set(variants.flat().filter((w) => NUMBER.test(w)))].map(Number)
  const where = { scope, ids }
  const page = { page: input.page, perPage: input.itemsPerPage }

  let found = await searchApplicationPage(
    ctx.db,
    where,
    { query: tsqueryOf(texts), searched: texts.join(' '), numbers },
    page,
  )
  if (found.total === 0) {
    const closest = await closestApplicationWords(ctx.db, [...new Set(variants.flat())])
    const corrected = correctedVariants(variants, closest)
    if (corrected.length === 0) return emptyPage()
    found = await searchApplicationPage(
      ctx.db,
      where,
      { query: tsqueryOf(corrected), searched: corrected.join(' '), numbers },
      page,
    )
  }
  return {
    items: found.rows.map(presentHit),
    total: found.total,
    moreThanTotal: found.moreThanTotal,
    pagesCount: Math.ceil(found.total / input.itemsPerPage),
  }
}
