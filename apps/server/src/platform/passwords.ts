import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const options = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, inlined for isolatedModules */ as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export const hashPassword = (password: string) => hash(password, options)

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A hash of a random secret: verified against when the login is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined
export const dummyPasswordHash = () => (dummyHash ??= hash('no-such-user-' + Math.random(), options))
