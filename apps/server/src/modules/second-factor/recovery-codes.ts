import { createHash, randomInt } from 'node:crypto'

export const RECOVERY_CODE_COUNT = 10
/** Crockford's base32 letters: no I, L, O or U, so a code read off paper is typed right. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/** Ten codes of ten characters (50 random bits each), written `xxxxx-xxxxx`. */
export function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** A code as typed, in any case, with or without its dash and spaces: the form its hash is taken of. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')

/**
 * The stored form of a code. 50 random bits need no slow hash: guessing is bounded by the sign-in limits, and a
 * dump of the table cannot be reversed into codes.
 */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')

/** A TOTP code is six digits; anything else given where a code is asked is taken as a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''))
