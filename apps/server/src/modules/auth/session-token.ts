import { createHash, randomBytes } from 'node:crypto'

export const SESSION_COOKIE = 'psp_session'

export const newSessionToken = () => randomBytes(32).toString('base64url')

/** Sessions are stored under the token's hash, so the database never holds a usable token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex')
