import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Against a real Request Tracker: `npm run test:rt` (apps/server/rt/vitest.config.ts).
          exclude: ['**/node_modules/**', '**/*.rt.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          // A worker's test files share the modules it has loaded: each file would otherwise load the whole server
          // again, which took more than half of the suite's time. Each file builds its own app and data, and the
          // suite passes with its files in any order (`--sequence.shuffle.files`).
          isolate: false,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
})
