import type { ArticleEventRequest } from '@psp/contracts'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'

/**
 * POST /articles/{articleUuid}/events for a tag click. Fire and forget: analytics must never slow the navigation or
 * show an error, so failures are swallowed here.
 */
export function recordTagClick(articleUuid: string, event: Omit<ArticleEventRequest, 'type'>) {
  void call(kb.recordArticleEvent, { params: { articleUuid }, body: { type: 'ClickOnTag', ...event } }).catch(
    () => undefined,
  )
}
