import { createHash, randomBytes } from 'node:crypto'

/** Tokens carry a prefix so a secret scanner (or a person) can tell one in a leaked file. */
const PREFIX = 'psp_'

/** 256 random bits: unguessable, so one hash lookup decides (no slow hash needed, unlike a password). */
export const newApiToken = () => PREFIX + randomBytes(32).toString('base64url')

/** Only this is stored: a leaked table gives no token back. */
export const apiTokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex')
