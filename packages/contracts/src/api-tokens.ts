import { z } from 'zod'
import { apiTokenScopes } from './api-token-scopes'
import { calendarDaySchema } from './common'

export * from './api-token-scopes'

/** How long a token's name may be, and how many live tokens one user may hold. */
export const API_TOKEN_NAME_MAX = 100
export const API_TOKENS_PER_USER_MAX = 20
/** The furthest expiry a token may have, in days from today. */
export const API_TOKEN_MAX_DAYS = 366

export const API_TOKEN_EXPIRY_PAST_MESSAGE = 'Дата должна быть не раньше сегодняшнего дня'
export const API_TOKEN_EXPIRY_TOO_FAR_MESSAGE = 'Срок действия токена — не более года'
export const API_TOKEN_SCOPES_REQUIRED_MESSAGE = 'Выберите хотя бы одну область доступа'

/**
 * POST /user/api-tokens: a name, the scopes, and the last day the token works (a calendar day of the portal's zone,
 * `YYYY-MM-DD`): today at the earliest, a year ahead at the latest (the server checks the days against its clock).
 */
export const createApiTokenRequestSchema = z.object({
  name: z.string().trim().min(1).max(API_TOKEN_NAME_MAX),
  scopes: z
    .array(z.enum(apiTokenScopes))
    .min(1, API_TOKEN_SCOPES_REQUIRED_MESSAGE)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Области доступа повторяются'),
  expiresAt: calendarDaySchema,
})
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>

/** The token itself is answered here once and never again: only its SHA-256 is kept. */
export const createdApiTokenSchema = z.object({
  id: z.uuid(),
  token: z.string().describe('Send as `Authorization: Bearer <token>`; shown only in this answer'),
})
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(apiTokenScopes)),
  /** The last day the token works, `YYYY-MM-DD` in the portal's zone. */
  expiresAt: calendarDaySchema,
  /** Past its last day: listed, refused with 401. */
  expired: z.boolean(),
  /** ISO instants; the last use is written at most once a minute. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
})
export type ApiToken = z.infer<typeof apiTokenSchema>

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) })
export type ApiTokenList = z.infer<typeof apiTokenListSchema>
