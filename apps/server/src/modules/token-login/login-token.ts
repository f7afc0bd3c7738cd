import { createHmac, createPublicKey, timingSafeEqual, verify, type KeyObject } from 'node:crypto'
import { z } from 'zod'

/**
 * The sign-in token an external system of the agency hands its user: a compact JWT signed with HS256 (a shared
 * secret) or RS256 (the system's private key; the portal holds the public key). Only the algorithms the portal is
 * configured for are accepted, so `none` or an algorithm swap never passes.
 */
export interface LoginTokenKeys {
  hmacSecret?: string
  publicKey?: KeyObject
}

const claimsSchema = z.object({
  /** The token's own id: a token signs in once. */
  jti: z.string().min(8).max(200),
  /** The external system, recorded as the session's login system. */
  iss: z.string().min(1).max(100),
  /** The user's id in that system. */
  sub: z.string().min(1).max(200),
  exp: z.number().int(),
  iat: z.number().int(),
  email: z.email().max(320),
  /** The external system vouches for the address: the portal may link or create the account without asking. */
  email_verified: z.boolean().default(false),
  family_name: z.string().max(100).optional(),
  given_name: z.string().max(100).optional(),
  middle_name: z.string().max(100).optional(),
})
export type LoginTokenClaims = z.infer<typeof claimsSchema>

export type TokenCheck =
  | { ok: true; claims: LoginTokenClaims }
  | { ok: false; problem: 'malformed' | 'signature' | 'expired' | 'tooLong' | 'notYetValid' }

/** Clocks of the portal and the external system may differ by this much. */
const CLOCK_SKEW_SECONDS = 60

const headerSchema = z.object({ alg: z.enum(['HS256', 'RS256']), typ: z.string().optional() })
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown

function signatureMatches(alg: 'HS256' | 'RS256', signed: string, signature: Buffer, keys: LoginTokenKeys) {
  if (alg === 'HS256') {
    if (!keys.hmacSecret) return false
    const expected = createHmac('sha256', keys.hmacSecret).update(signed).digest()
    return expected.length === signature.length && timingSafeEqual(expected, signature)
  }
  if (!keys.publicKey) return false
  return verify('RSA-SHA256', Buffer.from(signed), keys.publicKey, signature)
}

/** Checks a token's signature and lifetime; `maxAgeSeconds` bounds how far ahead a token may be made to expire. */
export function checkLoginToken(token: string, keys: LoginTokenKeys, now: Date, maxAgeSeconds: number): TokenCheck {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, problem: 'malformed' }
  const [headerPart, payloadPart, signaturePart] = parts
  let header: z.infer<typeof headerSchema>
  let payload: unknown
  try {
    header = headerSchema.parse(decode(headerPart))
    payload = decode(payloadPart)
  } catch {
    return { ok: false, problem: 'malformed' }
  }
  const signature = Buffer.from(signaturePart, 'base64url')
  if (!signatureMatches(header.alg, `${headerPart}.${payloadPart}`, signature, keys)) {
    return { ok: false, problem: 'signature' }
  }
  const claims = claimsSchema.safeParse(payload)
  if (!claims.success) return { ok: false, problem: 'malformed' }
  const nowSeconds = Math.floor(now.getTime() / 1000)
  if (claims.data.exp <= nowSeconds) return { ok: false, problem: 'expired' }
  if (claims.data.iat > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, problem: 'notYetValid' }
  if (claims.data.exp - claims.data.iat > maxAgeSeconds) return { ok: false, problem: 'tooLong' }
  return { ok: true, claims: claims.data }
}

export const publicKeyOf = (pem: string | undefined) => (pem ? createPublicKey(pem.replaceAll('\\n', '\n')) : undefined)
