import { defineConfig } from 'vitest/config'

/**
 * The fault tests (`npm run test:faults`): each runs the real server as a process with its own embedded PostgreSQL
 * and kills one of them. One file at a time, as they load the machine on purpose; kept out of `test:api`.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
