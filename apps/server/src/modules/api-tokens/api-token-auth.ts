import type { FastifyReply } from 'fastify'
import type { ApiTokenScope } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { hit, retryAfterSeconds } from '../../platform/rate-limiter'
import * as repo from './api-tokens.repository'
import { apiTokenHashOf } from './api-token-secret'
import { portalToday } from './api-tokens.service'

const MINUTE = 60_000

/**
 * The actor a personal API token acts as (ADR 0031), or 401. Read from the database on every call, never cached: a
 * revoked token (its row deleted), an expired one or a blocked user is refused by the very next call on every
 * instance, with no change feed to wait for. The call already costs a write (the rate-limit counter), so the read
 * is one indexed lookup more. The organization is the user's default one, as a new session's.
 */
export async function resolveApiToken(ctx: AppContext, token: string): Promise<Actor> {
  const row = await repo.findTokenActor(ctx.db, apiTokenHashOf(token))
  if (!row || row.expiresOn < portalToday(ctx)) throw new AppError('ApiTokenInvalid')
  const now = ctx.clock.now()
  const due = new Date(now.getTime() - MINUTE)
  if (!row.lastUsedAt || row.lastUsedAt < due) await repo.touchToken(ctx.db, row.tokenId, now, due)
  return {
    userId: row.userId,
    role: row.role ?? 'Regular',
    // No session: the token stands in its place where a session id is recorded (article analytics).
    sessionId: `api-token:${row.tokenId}`,
    organizationId: row.organizationId,
    agreementAccepted: row.agreementAccepted,
    apiToken: { id: row.tokenId, scopes: row.scopes as ApiTokenScope[] },
  }
}

/** Refuses a call outside the token's scopes. */
export function checkTokenScope(actor: Actor, scope: ApiTokenScope) {
  if (actor.apiToken && !actor.apiToken.scopes.includes(scope)) throw new AppError('ApiTokenScopeMissing')
}

/**
 * Counts the call on the token's own limit (API_TOKEN_RATE_LIMIT a minute) in the shared counters
 * (platform/rate-limiter.ts), so the limit holds across instances; past it, 429 with `Retry-After`.
 */
export async function countTokenCall(ctx: AppContext, tokenId: string, reply: FastifyReply) {
  const now = ctx.clock.now()
  const limit = { key: `api-token:${tokenId}`, max: ctx.config.API_TOKEN_RATE_LIMIT, windowMs: MINUTE }
  const result = await hit(ctx.db, limit, now)
  if (result.allowed) return
  reply.header('Retry-After', String(retryAfterSeconds(result.resetsAt, now)))
  throw new AppError('TooManyRequests')
}
