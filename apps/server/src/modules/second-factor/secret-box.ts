import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { Config } from '../../config'
import { AppError } from '../../platform/errors'

/**
 * Outside production the portal works without SECOND_FACTOR_KEY, with this published key: a development database
 * holds no real secret. Production refuses to set a second factor up without the setting (ADR 0029).
 */
const DEVELOPMENT_KEY = 'psp-development-second-factor-key'
const VERSION = 'v1'

function keyOf(config: Pick<Config, 'SECOND_FACTOR_KEY' | 'production'>) {
  const setting = config.SECOND_FACTOR_KEY ?? (config.production ? null : DEVELOPMENT_KEY)
  if (!setting) throw new AppError('SecondFactorUnavailable')
  // Any long random text will do as the setting: its SHA-256 is the AES-256 key.
  return createHash('sha256').update(setting).digest()
}

/** Encrypts a TOTP secret for the database (AES-256-GCM): `v1:iv:tag:ciphertext`, each in base64url. */
export function sealSecret(config: Pick<Config, 'SECOND_FACTOR_KEY' | 'production'>, secret: string) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv)
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':')
}

/** The secret of a sealed value; a changed key or a tampered value fails the GCM tag and throws. */
export function openSecret(config: Pick<Config, 'SECOND_FACTOR_KEY' | 'production'>, sealed: string) {
  const [version, iv, tag, data] = sealed.split(':')
  if (version !== VERSION) throw new Error('unknown sealed secret version')
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}
