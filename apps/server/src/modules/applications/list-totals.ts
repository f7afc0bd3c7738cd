import { followingCache } from '../../platform/memory-cache'
import type { AppContext } from '../../platform/context'
import type { ListScope } from './applications.repository'

/** Announced by the database triggers on `applications` (migration application_list_announce), whoever writes. */
export const APPLICATIONS_CHANNEL = 'psp_applications_changed'

/** Filters whose totals one scope keeps: a user switches among a handful; past this the oldest goes first. */
const FILTERS_PER_SCOPE = 50

/**
 * The totals of the application lists (ADR 0021), per scope ('u:' a user's own applications, 'o:' an organization's)
 * and per list and filter. Counting a list filtered by its subject reads every matching application (tens of
 * milliseconds in an organization of 100,000), and every page of the list asks again although the total changes only
 * when an application of the scope does. The triggers announce the scopes a change touches and each instance forgets
 * their totals; while the announcements are not heard nothing is kept.
 */
export const createApplicationTotalsCache = followingCache<Map<string, Promise<number>>>({
  capacity: (config) => config.APPLICATION_TOTALS_CACHE_SIZE,
  channel: APPLICATIONS_CHANNEL,
  onChange: (cache, payload) => (payload === '*' ? cache.forgetAll() : cache.forget(payload)),
})

const scopeKeyOf = (scope: ListScope) => ('userId' in scope ? `u:${scope.userId}` : `o:${scope.organizationId}`)

/**
 * The total of a list: kept, or counted and kept; those asking while it is counted wait for the same count. The
 * scope's totals are taken before counting, so a change that lands meanwhile forgets them together with the count
 * (it can only be kept in a set already dropped).
 */
export async function listTotal(
  ctx: AppContext,
  scope: ListScope,
  list: string,
  count: () => Promise<number>,
): Promise<number> {
  const totals = await ctx.caches.applicationTotals.get(scopeKeyOf(scope), async () => new Map())
  if (!totals) return count()
  const kept = totals.get(list)
  if (kept) return kept
  const counting = count()
  totals.set(list, counting)
  if (totals.size > FILTERS_PER_SCOPE) totals.delete(totals.keys().next().value as string)
  // A failed count is not kept: the next page counts again.
  counting.catch(() => totals.get(list) === counting && totals.delete(list))
  return counting
}
