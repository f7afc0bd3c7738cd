import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 54349)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `../.tmp/e2e-data-${E2E_PORT}`)
/** The embedded PostgreSQL of the server under test, for fixtures that prepare rows a test needs. */
export const E2E_DATABASE_URL = `postgres://psp:psp-embedded@127.0.0.1:${E2E_PG_PORT}/psp`
/** The OpenID Connect provider e2e/tests/single-sign-on.spec.ts starts; the server under test is set up to use it. */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3219)
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`
