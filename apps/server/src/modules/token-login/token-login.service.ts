import { randomBytes } from 'node:crypto'
import type { AppContext } from '../../platform/context'
import { openSession } from '../auth/auth.service'
import { checkLoginToken, publicKeyOf, type LoginTokenClaims, type LoginTokenKeys } from './login-token'
import * as repo from './token-login.repository'

/**
 * Why a token sign-in failed, as the /token-login-error page names it (SPEC §3 account types); `null` is a failure
 * the page explains in general terms (a forged, malformed or replayed token, a blocked account, token login off).
 */
export type TokenLoginFailure = 'Regular' | 'TokenExpired' | null

export type TokenLoginResult =
  | { ok: true; session: Awaited<ReturnType<typeof openSession>> }
  | { ok: false; failure: TokenLoginFailure; problem: string }

const keysByConfig = new WeakMap<object, LoginTokenKeys>()
function keysOf(ctx: AppContext): LoginTokenKeys {
  let keys = keysByConfig.get(ctx.config)
  if (!keys) {
    keys = {
      hmacSecret: ctx.config.TOKEN_LOGIN_HMAC_SECRET,
      publicKey: publicKeyOf(ctx.config.TOKEN_LOGIN_PUBLIC_KEY),
    }
    keysByConfig.set(ctx.config, keys)
  }
  return keys
}

export const tokenLoginEnabled = (ctx: AppContext) =>
  Boolean(ctx.config.TOKEN_LOGIN_HMAC_SECRET || ctx.config.TOKEN_LOGIN_PUBLIC_KEY)

/**
 * Signs in the user an external system sends with a signed token: the account linked to the system's user id, else
 * the account with the token's e-mail (linked now when the system vouches for the address), else a new account made
 * on this first visit. An account the system does not vouch for must sign in with its password (type Regular).
 */
export async function signInWithToken(ctx: AppContext, token: string): Promise<TokenLoginResult> {
  if (!tokenLoginEnabled(ctx)) return { ok: false, failure: null, problem: 'disabled' }
  const now = ctx.clock.now()
  const check = checkLoginToken(token, keysOf(ctx), now, ctx.config.TOKEN_LOGIN_MAX_AGE_SECONDS)
  if (!check.ok)
    return { ok: false, failure: check.problem === 'expired' ? 'TokenExpired' : null, problem: check.problem }
  const claims = check.claims
  if (!(await repo.markTokenUsed(ctx.db, `${claims.iss}:${claims.jti}`, new Date(claims.exp * 1000), now))) {
    return { ok: false, failure: null, problem: 'replayed' }
  }
  const account = await accountFor(ctx, claims)
  if (!account.ok) return account
  return { ok: true, session: await openSession(ctx, account.userId, claims.iss) }
}

async function accountFor(
  ctx: AppContext,
  claims: LoginTokenClaims,
): Promise<{ ok: true; userId: string } | { ok: false; failure: TokenLoginFailure; problem: string }> {
  const linked = await repo.findUserByIdentity(ctx.db, claims.iss, claims.sub)
  const user = linked ?? (await repo.findUserByEmail(ctx.db, claims.email))
  if (user?.disabledAt) return { ok: false, failure: null, problem: 'disabled' }
  if (linked) return { ok: true, userId: linked.id }
  if (!claims.email_verified) return { ok: false, failure: user ? 'Regular' : null, problem: 'unverifiedEmail' }
  if (user) {
    await repo.linkIdentity(ctx.db, claims.iss, claims.sub, user.id)
    return { ok: true, userId: user.id }
  }
  const userId = await repo.createLinkedUser(
    ctx.db,
    {
      email: claims.email,
      surname: claims.family_name,
      name: claims.given_name,
      patronymic: claims.middle_name,
      system: claims.iss,
      subject: claims.sub,
    },
    // Not an argon2 hash, so no password matches it until the user sets one.
    `!token-login:${randomBytes(16).toString('hex')}`,
  )
  return { ok: true, userId }
}
