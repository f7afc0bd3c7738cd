import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Config } from '../../config'

/**
 * What the portal must remember between sending the browser to the identity provider and its return: the state, the
 * nonce and the PKCE verifier, and the portal path to open afterwards. It travels in the browser itself, in a short-lived
 * HttpOnly cookie encrypted with a key derived from the client secret, so any instance can read it, also after a
 * restart, and no table is needed (ADR 0030).
 */
export interface SignInFlow {
  state: string
  nonce: string
  verifier: string
  /** The portal path to open after signing in, already checked. */
  context: string
  /** Milliseconds since the epoch after which the flow is refused. */
  expiresAt: number
}

export const FLOW_COOKIE = 'psp_sso'
/** Long enough to sign in at the provider (with its own second factor), short enough that a stale flow is refused. */
export const FLOW_MINUTES = 10

/** Only the sign-in calls need the cookie; no other request carries it. */
export const flowCookieOptions = (config: Config) => ({
  path: '/api/login/oidc',
  httpOnly: true,
  // Lax: the provider's redirect back is a top-level navigation from another site, which Lax lets through.
  sameSite: 'lax' as const,
  secure: config.cookieSecure,
  maxAge: FLOW_MINUTES * 60,
})

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'psp-portal', 'single sign-on flow cookie', 32))

/** AES-256-GCM: the browser can neither read the verifier nor change a field unnoticed. */
export function sealFlow(secret: string, flow: SignInFlow): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The flow the cookie carries, or null when it is missing, forged, made with another secret or expired. */
export function openFlow(secret: string, value: string | undefined, now: Date): SignInFlow | null {
  if (!value) return null
  try {
    const bytes = Buffer.from(value, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
    const flow = JSON.parse(text) as SignInFlow
    return typeof flow.expiresAt === 'number' && flow.expiresAt > now.getTime() ? flow : null
  } catch {
    return null
  }
}
