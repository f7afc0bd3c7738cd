import { defineConfig } from 'vitest/config'

/**
 * The tests against a real Request Tracker 5 (ADR 0038): `npm run test:rt`. They need Debian's `request-tracker5` and
 * `rt5-db-postgresql` and the machine's PostgreSQL (RT_TEST_DATABASE_URL), which `.ci/run` provides.
 */
export default defineConfig({
  test: {
    name: 'rt',
    root: new URL('../../..', import.meta.url).pathname,
    include: ['apps/server/src/**/*.rt.test.ts'],
    environment: 'node',
    // The portal's own database, as the API tests have it (the embedded PostgreSQL, or TEST_DATABASE_URL).
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
