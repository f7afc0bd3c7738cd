import {
  API_TOKEN_EXPIRY_PAST_MESSAGE,
  API_TOKEN_EXPIRY_TOO_FAR_MESSAGE,
  API_TOKEN_MAX_DAYS,
  API_TOKENS_PER_USER_MAX,
  apiTokenScopeLabels,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenRequest,
  type CreatedApiToken,
} from '@psp/contracts'
import { zonedDate } from '@psp/contracts/time'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { recordAudit } from '../audit-log/record-audit'
import * as repo from './api-tokens.repository'
import { apiTokenHashOf, newApiToken } from './api-token-secret'

const DAY_MS = 86_400_000

/** The calendar day `days` after `day` (both `YYYY-MM-DD`). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Today in the portal's zone: a token works through its last day there. */
export const portalToday = (ctx: AppContext) => zonedDate(ctx.clock.now(), ctx.config.PORTAL_TIME_ZONE)

/** Token management is the owner's, in a session: a token cannot make or revoke tokens (the route refuses it too). */
function authorizeOwner(actor: Actor) {
  authorize(actor, 'signedIn')
  if (actor.apiToken) throw new AppError('ApiTokenNotAllowed')
}

function checkExpiry(ctx: AppContext, expiresOn: string) {
  const today = portalToday(ctx)
  const refuse = (message: string) => new AppError('ValidationError', message, { expiresAt: message })
  if (expiresOn < today) throw refuse(API_TOKEN_EXPIRY_PAST_MESSAGE)
  if (expiresOn > dayAfter(today, API_TOKEN_MAX_DAYS)) throw refuse(API_TOKEN_EXPIRY_TOO_FAR_MESSAGE)
}

const scopesText = (scopes: readonly string[]) =>
  scopes.map((scope) => apiTokenScopeLabels[scope as ApiTokenScope] ?? scope).join(', ')

/** Creates a token; its secret is answered here once and only its hash is kept. */
export async function createApiToken(
  ctx: AppContext,
  actor: Actor,
  input: CreateApiTokenRequest,
): Promise<CreatedApiToken> {
  authorizeOwner(actor)
  checkExpiry(ctx, input.expiresAt)
  if ((await repo.countUserTokens(ctx.db, actor.userId)) >= API_TOKENS_PER_USER_MAX) {
    throw new AppError('ApiTokensLimit')
  }
  const token = newApiToken()
  const id = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertToken(tx, {
      userId: actor.userId,
      name: input.name,
      tokenHash: apiTokenHashOf(token),
      scopes: input.scopes,
      expiresOn: input.expiresAt,
      createdAt: ctx.clock.now(),
    })
    await recordAudit(ctx, tx, actor, {
      action: 'api_token.created',
      object: { type: 'api_token', id: created, name: input.name },
      details: `${scopesText(input.scopes)}; действует по ${input.expiresAt}`,
    })
    return created
  })
  return { id, token }
}

export async function listApiTokens(ctx: AppContext, actor: Actor): Promise<{ items: ApiToken[] }> {
  authorizeOwner(actor)
  const today = portalToday(ctx)
  const rows = await repo.listUserTokens(ctx.db, actor.userId)
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      scopes: row.scopes as ApiTokenScope[],
      expiresAt: row.expiresOn,
      expired: row.expiresOn < today,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
  }
}

/** Revokes one of the user's tokens: the row goes, so the very next call with it is refused on every instance. */
export async function revokeApiToken(ctx: AppContext, actor: Actor, id: string) {
  authorizeOwner(actor)
  await ctx.db.transaction(async (tx) => {
    const gone = await repo.deleteUserToken(tx, actor.userId, id)
    if (!gone) throw new AppError('ApiTokenNotFound')
    await recordAudit(ctx, tx, actor, {
      action: 'api_token.revoked',
      object: { type: 'api_token', id, name: gone.name },
    })
  })
}
