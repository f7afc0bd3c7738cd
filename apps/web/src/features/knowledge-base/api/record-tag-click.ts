import type { ArticleEventRequest } from '@psp/contracts'
import { api } from '../../../lib/api-client'

/**
 * POST /articles/{articleUuid}/events for a tag click. Fire and forget: analytics must never slow the navigation or
 * show an error, so failures are swallowed here.
 */
export function recordTagClick(articleUuid: string, event: Omit<ArticleEventRequest, 'type'>) {
  void api
    .post(`/articles/${encodeURIComponent(articleUuid)}/events`, { type: 'ClickOnTag', ...event })
    .catch(() => undefined)
}
