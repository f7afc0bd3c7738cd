import { createHash, randomBytes } from 'node:crypto'
import type { Config } from '../../config'

export const SESSION_COOKIE = 'psp_session'

export const newSessionToken = () => randomBytes(32).toString('base64url')

/** Sessions are stored under the token's hash, so the database never holds a usable token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The session cookie: HttpOnly, SameSite=Lax, Secure where configured, living as long as the session may. */
export const sessionCookieOptions = (config: Pick<Config, 'cookieSecure' | 'SESSION_MAX_HOURS'>) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.cookieSecure,
  maxAge: config.SESSION_MAX_HOURS * 3600,
})
