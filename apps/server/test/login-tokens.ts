import { createHmac, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto'

/** Signs sign-in tokens as an external system of the agency would, for the token-login tests. */
export const TEST_TOKEN_SECRET = 'a-shared-secret-of-at-least-32-characters!'

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function makeLoginToken(
  claims: Record<string, unknown>,
  options: { alg?: 'HS256' | 'RS256' | 'none'; secret?: string; privateKey?: KeyObject; now?: Date } = {},
) {
  const alg = options.alg ?? 'HS256'
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000)
  const payload = { jti: randomUUID(), iss: 'ais-ecpe', sub: randomUUID(), iat, exp: iat + 120, ...claims }
  const signed = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`
  if (alg === 'none') return `${signed}.`
  const signature =
    alg === 'HS256'
      ? createHmac('sha256', options.secret ?? TEST_TOKEN_SECRET)
          .update(signed)
          .digest()
      : sign('RSA-SHA256', Buffer.from(signed), options.privateKey!)
  return `${signed}.${signature.toString('base64url')}`
}

export const rsaKeyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 })
