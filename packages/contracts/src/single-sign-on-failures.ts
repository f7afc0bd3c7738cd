/**
 * Why a single sign-on (OpenID Connect, ADR 0030) did not sign the user in. The callback sends the browser back to
 * `/login?sso=<failure>` and the login page says it in Russian. Zod-free: the login page's first download reads it.
 */
export const SSO_FAILURES = [
  /** Single sign-on is not set up on this portal. */
  'off',
  /** The identity provider did not answer, or answered what the portal cannot use (down, misconfigured). */
  'unavailable',
  /** The user cancelled at the provider, or the provider refused them. */
  'denied',
  /** The provider does not vouch for the e-mail address. */
  'unverified',
  /** No account has the address, and the portal does not create accounts for single sign-on. */
  'unknown',
  /** The account with the address is blocked. */
  'blocked',
  /** The answer did not belong to a sign-in this browser began (state, nonce or verifier), or came too late. */
  'failed',
] as const
export type SsoFailure = (typeof SSO_FAILURES)[number]

/** The login page's query parameter that carries the failure. */
export const SSO_FAILURE_PARAM = 'sso'
