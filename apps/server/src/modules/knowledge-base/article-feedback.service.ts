import type { z } from 'zod'
import type {
  ArticleFeedbackSummary,
  articleFeedbackInputSchema,
  FeedbackAnswer,
  MyArticleFeedback,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import * as feedback from './article-feedback.repository'

type FeedbackInput = z.output<typeof articleFeedbackInputSchema>

const presentAnswer = (r: feedback.FeedbackAnswerRow): FeedbackAnswer => ({
  helpful: r.helpful,
  reason: r.reason,
  answeredAt: new Date(r.answered_at).toISOString(),
})

// A reader answers an article they may read ('knowledgeBase.read', as GET /articles asks), and only an existing one.

/** The article's current version and the reader's answer on it: a new version asks again. */
export async function myFeedback(ctx: AppContext, actor: Actor, articleId: string): Promise<MyArticleFeedback> {
  authorize(actor, 'knowledgeBase.read')
  const version = await feedback.currentVersion(ctx.db, articleId)
  if (version === null) throw new AppError('ArticleNotFound')
  const row = await feedback.findAnswer(ctx.db, articleId, version, actor.userId)
  return { version, answer: row && presentAnswer(row) }
}

/** Gives or changes the reader's answer on the current version; a reason is kept only with «Нет». */
export async function answerFeedback(
  ctx: AppContext,
  actor: Actor,
  articleId: string,
  input: FeedbackInput,
): Promise<MyArticleFeedback> {
  authorize(actor, 'knowledgeBase.read')
  const saved = await feedback.upsertAnswer(ctx.db, {
    articleId,
    userId: actor.userId,
    organizationId: actor.organizationId,
    helpful: input.helpful,
    reason: input.helpful ? null : input.reason || null,
    at: ctx.clock.now(),
  })
  if (!saved) throw new AppError('ArticleNotFound')
  return { version: saved.version, answer: presentAnswer(saved.row) }
}

/** The authors' view: counts on the current version and on all, and the reasons, paged. */
export async function feedbackSummary(
  ctx: AppContext,
  actor: Actor,
  articleId: string,
  query: { page: number; itemsPerPage: number },
): Promise<ArticleFeedbackSummary> {
  authorize(actor, 'knowledgeBase.author')
  const version = await feedback.currentVersion(ctx.db, articleId)
  if (version === null) throw new AppError('ArticleNotFound')
  const page = { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage }
  const [counts, reasons] = await Promise.all([
    feedback.feedbackCounts(ctx.db, articleId, version),
    feedback.feedbackReasons(ctx.db, articleId, page),
  ])
  return {
    version,
    ...counts,
    reasons: {
      items: reasons.items.map((r) => ({
        version: r.version,
        reason: r.reason,
        answeredAt: new Date(r.answered_at).toISOString(),
      })),
      total: reasons.total,
      pagesCount: Math.ceil(reasons.total / query.itemsPerPage),
    },
  }
}
