import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A worker's test files share one jsdom and the modules loaded: a fresh one per file took four fifths of the
    // suite's time. The set-up empties the document and the storages after each test, and the suite passes with its
    // files in any order (`--sequence.shuffle.files`).
    isolate: false,
  },
})
