import { z } from 'zod'
import { pagedSchema, pageQuerySchema, uuidSchema } from './common'
import { KB_FEEDBACK_REASON_MAX } from './knowledge-base-limits'

/*
 * «Была ли статья полезна?» under every article: one answer per reader per article version, changeable; the authors'
 * counts and reasons in the article editor (ADR 0033).
 */

/** Path of GET and PUT /articles/{articleUuid}/feedback. */
export const articleFeedbackParamsSchema = z.object({ articleUuid: uuidSchema })

/**
 * Body of PUT /articles/{articleUuid}/feedback: the reader's answer on the article's current version. A reason is kept
 * only with «Нет»; blank is none.
 */
export const articleFeedbackInputSchema = z.strictObject({
  helpful: z.boolean(),
  reason: z.string().trim().max(KB_FEEDBACK_REASON_MAX).optional(),
})
export type ArticleFeedbackInput = z.input<typeof articleFeedbackInputSchema>

/** A reader's answer. */
export const feedbackAnswerSchema = z.object({
  helpful: z.boolean(),
  reason: z.string().nullable(),
  answeredAt: z.string(),
})
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>

/**
 * GET and PUT /articles/{articleUuid}/feedback: the article's current version and the caller's answer on it (null
 * until answered; a new version asks again).
 */
export const myArticleFeedbackSchema = z.object({
  version: z.number().int(),
  answer: feedbackAnswerSchema.nullable(),
})
export type MyArticleFeedback = z.infer<typeof myArticleFeedbackSchema>

/** «Да» and «Нет» answers. */
export const feedbackCountsSchema = z.object({ yes: z.number().int(), no: z.number().int() })
export type FeedbackCounts = z.infer<typeof feedbackCountsSchema>

/** Query of GET /admin/knowledge-base/articles/{uuid}/feedback: the page of reasons. */
export const feedbackReasonsQuerySchema = pageQuerySchema

/** A reason given with «Нет», with the version it was about (readers are not named). */
export const feedbackReasonSchema = z.object({
  version: z.number().int(),
  reason: z.string(),
  answeredAt: z.string(),
})
export type FeedbackReason = z.infer<typeof feedbackReasonSchema>

/**
 * GET /admin/knowledge-base/articles/{uuid}/feedback (authors): the counts on the current version and on all
 * versions, and the reasons, newest first, paged.
 */
export const articleFeedbackSummarySchema = z.object({
  version: z.number().int(),
  current: feedbackCountsSchema,
  all: feedbackCountsSchema,
  reasons: pagedSchema(feedbackReasonSchema),
})
export type ArticleFeedbackSummary = z.infer<typeof articleFeedbackSummarySchema>
