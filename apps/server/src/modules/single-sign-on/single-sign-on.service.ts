import { randomBytes } from 'node:crypto'
import * as oidc from 'openid-client'
import type { SsoFailure } from '@psp/contracts/single-sign-on-failures'
import type { AppContext } from '../../platform/context'
import { recordAudit } from '../audit-log/record-audit'
import { openSession } from '../auth/auth.service'
import { FLOW_MINUTES, openFlow, sealFlow, type SignInFlow } from './flow-cookie'
import type { IdentityProvider } from './identity-provider'
import * as repo from './single-sign-on.repository'

type Failure = { ok: false; failure: SsoFailure; problem: string; userId?: string | null }
const fail = (failure: SsoFailure, problem: string, userId: string | null = null): Failure => ({
  ok: false,
  failure,
  problem,
  userId,
})

/** What the audit log says of a refusal (the provider's own words are kept out: they may carry anything). */
const failureTexts: Record<SsoFailure, string> = {
  off: 'Единый вход не настроен',
  unavailable: 'Поставщик удостоверений недоступен',
  denied: 'Поставщик удостоверений отказал во входе',
  unverified: 'Адрес электронной почты не подтверждён поставщиком',
  unknown: 'Нет учётной записи с этим адресом',
  blocked: 'Пользователь заблокирован',
  failed: 'Ответ поставщика не прошёл проверку',
}

/** Only a path of the portal itself: never another site (`//host`, `/\host`) or a scheme. */
export const safeContext = (to: string | undefined) => (to && /^\/(?![/\\])[^\s]*$/.test(to) ? to : '/')

/**
 * Begins a single sign-on: the provider's authorization address (code flow with PKCE, state and nonce) and the sealed
 * flow the browser keeps in a cookie until it comes back.
 */
export async function beginSignIn(
  ctx: AppContext,
  context: string | undefined,
): Promise<{ ok: true; url: string; cookie: string } | Failure> {
  const provider = ctx.identityProvider
  if (!provider) return fail('off', 'notConfigured')
  let configuration: oidc.Configuration
  try {
    configuration = await provider.configuration()
  } catch {
    return fail('unavailable', 'discoveryFailed')
  }
  const flow: SignInFlow = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    context: safeContext(context),
    expiresAt: ctx.clock.now().getTime() + FLOW_MINUTES * 60_000,
  }
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  })
  return { ok: true, url: url.href, cookie: sealFlow(ctx.config.OIDC_CLIENT_SECRET!, flow) }
}

export type FinishResult =
  { ok: true; session: Awaited<ReturnType<typeof openSession>>; context: string; created: boolean } | Failure

/**
 * Ends a single sign-on when the provider sends the browser back: checks the answer against the flow the browser kept
 * (state, nonce, PKCE verifier, issuer), then signs in the account with the provider's verified e-mail, or makes it
 * when OIDC_CREATE_USERS allows. Sign-ins and refusals are in the audit log.
 */
export async function finishSignIn(
  ctx: AppContext,
  input: { query: string; flowCookie: string | undefined; ip: string },
): Promise<FinishResult> {
  const result = await checkAnswer(ctx, input.query, input.flowCookie)
  const by = { userId: result.ok ? result.session.userId : (result.userId ?? null), ip: input.ip }
  const issuer = ctx.identityProvider?.issuer ?? ''
  if (result.ok) {
    await recordAudit(ctx, ctx.db, by, { action: 'auth.sso.succeeded', details: issuer })
  } else if (result.failure !== 'off') {
    await recordAudit(ctx, ctx.db, by, { action: 'auth.sso.failed', details: failureTexts[result.failure] })
  }
  return result
}

async function checkAnswer(ctx: AppContext, query: string, flowCookie: string | undefined): Promise<FinishResult> {
  const provider = ctx.identityProvider
  if (!provider) return fail('off', 'notConfigured')
  const answer = Object.fromEntries(new URLSearchParams(query))
  const flow = openFlow(ctx.config.OIDC_CLIENT_SECRET!, flowCookie, ctx.clock.now())
  if (!flow) return fail('failed', 'noFlow')
  // The answer must belong to the sign-in this browser began (openid-client checks it again).
  if (answer.state !== flow.state) return fail('failed', 'state')
  if (answer.error) return fail('denied', `provider:${answer.error}`)
  const identity = await identityOf(provider, query, flow)
  if (!identity.ok) return identity
  const { claims } = identity
  if (claims.email_verified !== true) return fail('unverified', 'emailNotVerified')
  const account = await accountFor(ctx, provider, claims)
  if (!account.ok) return account
  const session = await openSession(ctx, account.userId, provider.issuer)
  return { ok: true, session, context: flow.context, created: account.created }
}

interface ProviderClaims {
  email: string
  email_verified: unknown
  family_name?: string
  given_name?: string
  middle_name?: string
}

/** The token exchange and the user's claims: the ID token's, completed from the user-info endpoint when it lacks them. */
async function identityOf(
  provider: IdentityProvider,
  query: string,
  flow: SignInFlow,
): Promise<{ ok: true; claims: ProviderClaims } | Failure> {
  let configuration: oidc.Configuration
  try {
    configuration = await provider.configuration()
  } catch {
    return fail('unavailable', 'discoveryFailed')
  }
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${provider.redirectUri}${query}`), {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const idClaims = tokens.claims()!
    let claims: Record<string, unknown> = idClaims
    if (typeof idClaims.email !== 'string') {
      claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)), ...idClaims }
    }
    if (typeof claims.email !== 'string' || !claims.email) return fail('unverified', 'noEmail')
    const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : undefined)
    return {
      ok: true,
      claims: {
        email: claims.email,
        email_verified: claims.email_verified,
        family_name: text('family_name'),
        given_name: text('given_name'),
        middle_name: text('middle_name'),
      },
    }
  } catch (error) {
    return fail(failureOf(error), problemOf(error))
  }
}

/**
 * A provider that cannot be reached, answers 5xx or does not know the portal's client is unavailable (down or
 * misconfigured); any other failure is an answer that did not pass the checks (a used code, a wrong verifier, a
 * nonce or issuer that differs, a bad signature).
 */
function failureOf(error: unknown): SsoFailure {
  if (error instanceof oidc.ResponseBodyError) {
    return error.status >= 500 || ['invalid_client', 'unauthorized_client'].includes(error.error)
      ? 'unavailable'
      : 'failed'
  }
  const causes = [error, (error as { cause?: unknown })?.cause]
  const network = causes.some(
    (e) => e instanceof TypeError || (e instanceof Error && ['AbortError', 'TimeoutError'].includes(e.name)),
  )
  const status = (causes[1] as { status?: unknown } | undefined)?.status
  return network || (typeof status === 'number' && status >= 500) ? 'unavailable' : 'failed'
}

const problemOf = (error: unknown) =>
  error instanceof Error
    ? `${(error as { code?: string }).code ?? error.name}: ${error.message}`.slice(0, 300)
    : 'error'

async function accountFor(
  ctx: AppContext,
  provider: IdentityProvider,
  claims: ProviderClaims,
): Promise<{ ok: true; userId: string; created: boolean } | Failure> {
  const user = await repo.findUserByEmail(ctx.db, claims.email)
  if (user)
    return user.disabledAt ? fail('blocked', 'disabled', user.id) : { ok: true, userId: user.id, created: false }
  if (!provider.createsUsers) return fail('unknown', 'unknownEmail')
  return ctx.db.transaction(async (tx) => {
    const input = {
      email: claims.email,
      surname: claims.family_name ?? null,
      name: claims.given_name ?? null,
      patronymic: claims.middle_name ?? null,
    }
    // Not an argon2 hash, so no password opens the account until the user sets one («Забыли пароль?»).
    const userId = await repo.insertUser(tx, input, `!sso:${randomBytes(16).toString('hex')}`)
    if (!userId) {
      // Made by a parallel sign-in with the same address a moment ago: that account is the one.
      const made = await repo.findUserByEmail(tx, claims.email)
      return made ? { ok: true, userId: made.id, created: false } : fail('failed', 'createRace')
    }
    const fio = [input.surname, input.name, input.patronymic].filter(Boolean).join(' ')
    await recordAudit(
      ctx,
      tx,
      { userId },
      {
        action: 'account.created',
        object: { type: 'user', id: userId, name: fio ? `${fio} <${input.email}>` : input.email },
        details: `При входе через ${provider.name}`,
      },
    )
    return { ok: true, userId, created: true }
  })
}
