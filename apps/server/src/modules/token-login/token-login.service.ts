import { createHash, randomBytes } from 'node:crypto'
import type { AccountType } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { enqueueMail } from '../../platform/mail/index'
import { openSession } from '../auth/auth.service'
import { tokenLoginConfirmationMail } from './confirmation-mail'
import { checkLoginToken, publicKeyOf, type LoginTokenClaims, type LoginTokenKeys } from './login-token'
import * as repo from './token-login.repository'

/**
 * Why a token sign-in failed, as the /token-login-error page names it (SPEC §3 account types): TokenExpired, an
 * expired token; EmailSent, the address must be confirmed and the e-mail to do it was just sent; EmailNotConfirmed,
 * that e-mail went out before and its link was not followed yet; Regular, the account with this (unvouched) address
 * is opened by another user of the same system already, so only its password opens it. `null` is a failure the page explains in general
 * terms (a forged, malformed or replayed token, a blocked account, token login off).
 */
export type TokenLoginFailure = AccountType | null

type Failure = { ok: false; failure: TokenLoginFailure; problem: string }
export type TokenLoginResult = { ok: true; session: Awaited<ReturnType<typeof openSession>> } | Failure

const fail = (failure: TokenLoginFailure, problem: string): Failure => ({ ok: false, failure, problem })
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

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
 * the account with the token's e-mail, else a new account made on this first visit. The last two happen at once only
 * when the system vouches for the address (`email_verified`); otherwise the address is confirmed by e-mail first.
 */
export async function signInWithToken(ctx: AppContext, token: string): Promise<TokenLoginResult> {
  if (!tokenLoginEnabled(ctx)) return fail(null, 'disabled')
  const now = ctx.clock.now()
  const check = checkLoginToken(token, keysOf(ctx), now, ctx.config.TOKEN_LOGIN_MAX_AGE_SECONDS)
  if (!check.ok) return fail(check.problem === 'expired' ? 'TokenExpired' : null, check.problem)
  const claims = check.claims
  if (!(await repo.markTokenUsed(ctx.db, `${claims.iss}:${claims.jti}`, new Date(claims.exp * 1000), now))) {
    return fail(null, 'replayed')
  }
  const account = await accountFor(ctx, claims)
  if (!account.ok) return account
  return { ok: true, session: await openSession(ctx, account.userId, claims.iss) }
}

async function accountFor(ctx: AppContext, claims: LoginTokenClaims): Promise<{ ok: true; userId: string } | Failure> {
  const linked = await repo.findUserByIdentity(ctx.db, claims.iss, claims.sub)
  if (linked) return linked.disabledAt ? fail(null, 'disabled') : { ok: true, userId: linked.id }
  const user = await repo.findUserByEmail(ctx.db, claims.email)
  if (user?.disabledAt) return fail(null, 'disabled')
  if (!claims.email_verified) {
    // Another user of the same system opens this account already, and the system does not vouch that the address
    // is this one's: the account stays with its password, and its owner gets no e-mail they did not ask for.
    if (user && (await repo.linkedToOtherSubject(ctx.db, user.id, claims.iss, claims.sub))) {
      return fail('Regular', 'linkedToAnotherSubject')
    }
    return confirmAddressFirst(ctx, claims, user?.id ?? null)
  }
  if (user) {
    await repo.linkIdentity(ctx.db, claims.iss, claims.sub, user.id)
    return { ok: true, userId: user.id }
  }
  const userId = await createAccount(ctx.db, {
    email: claims.email,
    surname: claims.family_name,
    name: claims.given_name,
    patronymic: claims.middle_name,
    system: claims.iss,
    subject: claims.sub,
  })
  return { ok: true, userId }
}

type NewAccount = Parameters<typeof repo.createLinkedUser>[1]

/** An account made from an external system: it has no password until the user sets one. */
const createAccount = (db: Parameters<typeof repo.createLinkedUser>[0], input: NewAccount) =>
  // Not an argon2 hash, so no password matches it until the user sets one.
  repo.createLinkedUser(db, input, `!token-login:${randomBytes(16).toString('hex')}`)

/**
 * The system does not vouch for the address: e-mail a one-time link that confirms it (EmailSent), unless a link sent
 * earlier still waits to be followed (EmailNotConfirmed; no second e-mail, so repeated visits send no mail storm).
 */
async function confirmAddressFirst(ctx: AppContext, claims: LoginTokenClaims, userId: string | null): Promise<Failure> {
  const now = ctx.clock.now()
  const identity = { system: claims.iss, subject: claims.sub, email: claims.email }
  if (await repo.findPendingConfirmation(ctx.db, identity, now)) return fail('EmailNotConfirmed', 'confirmationPending')
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + ctx.config.TOKEN_LOGIN_CONFIRM_HOURS * 3_600_000)
  const fio = [claims.family_name, claims.given_name, claims.middle_name].filter(Boolean).join(' ') || null
  await ctx.db.transaction(async (tx) => {
    await repo.insertConfirmation(tx, {
      ...identity,
      tokenHash: hashOf(token),
      surname: claims.family_name ?? null,
      name: claims.given_name ?? null,
      patronymic: claims.middle_name ?? null,
      userId,
      expiresAt,
      createdAt: now,
    })
    await enqueueMail(tx, {
      to: claims.email,
      ...tokenLoginConfirmationMail(ctx, { fio, token, expiresAt, system: claims.iss, existingAccount: !!userId }),
    })
  })
  return fail('EmailSent', 'confirmationSent')
}

/**
 * Follows the link of a confirmation e-mail: links the external user to the account with the address, or creates the
 * account now. The next token sign-in then goes through. Answers why nothing was done when the link is unknown, used
 * or expired.
 */
export async function confirmTokenLogin(ctx: AppContext, token: string): Promise<'confirmed' | 'invalid' | 'expired'> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockConfirmation(tx, hashOf(token))
    if (!row || row.usedAt) return 'invalid'
    if (row.expiresAt <= now) return 'expired'
    await repo.markConfirmationUsed(tx, row.id, now)
    if (await repo.findUserByIdentity(tx, row.system, row.subject)) return 'confirmed'
    // The account the e-mail was about, or one made with the address meanwhile.
    const user = row.userId ? { id: row.userId } : await repo.findUserByEmail(tx, row.email)
    if (user) await repo.linkIdentity(tx, row.system, row.subject, user.id)
    else
      await createAccount(tx, {
        email: row.email,
        system: row.system,
        subject: row.subject,
        surname: row.surname ?? undefined,
        name: row.name ?? undefined,
        patronymic: row.patronymic ?? undefined,
      })
    return 'confirmed'
  })
}
