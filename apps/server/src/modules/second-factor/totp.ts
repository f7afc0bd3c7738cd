import { createHmac, randomBytes } from 'node:crypto'

/** RFC 6238 as every authenticator app reads an otpauth:// URL without options: SHA-1, 6 digits, 30 s steps. */
const STEP_SECONDS = 30
const DIGITS = 6
/** Codes of the step before and after the current one are accepted too: a phone's clock a little off, a slow typist. */
const DRIFT_STEPS = 1
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A new secret: 20 random bytes (RFC 4226's recommended length), in base32 as the apps take it. */
export const newTotpSecret = () => base32Encode(randomBytes(20))

export function base32Encode(bytes: Uint8Array) {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string) {
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** The time step of an instant. */
export const stepOf = (now: Date) => Math.floor(now.getTime() / 1000 / STEP_SECONDS)

/** RFC 4226 HOTP of a counter: dynamic truncation of HMAC-SHA-1, as 6 digits. */
export function codeAt(secret: string, step: number) {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = mac[mac.length - 1] & 0x0f
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS
  return String(number).padStart(DIGITS, '0')
}

/** The step whose code this is (within the drift allowed around `now`), or null when it matches none. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const current = stepOf(now)
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (codeAt(secret, step) === code) return step
  }
  return null
}

/** The otpauth:// URL of the QR code (Key Uri Format): the portal as issuer, the user's e-mail as account. */
export function otpauthUrl(secret: string, account: string, issuer: string) {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(DIGITS), period: '30' })
  return `otpauth://totp/${label}?${query.toString()}`
}
