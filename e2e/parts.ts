/** The two parts the browser tests run in at once (run-in-parts.ts): each a Playwright run with its own server. */
export const E2E_PARTS = ['flows', 'scans'] as const
export type E2ePart = (typeof E2E_PARTS)[number]

/** The scans: they walk every page for each role and change nothing, about half of the suite's time. */
const SCANS = /(accessibility-axe|accessibility-reflow|layout-scan)\.spec\.ts$/

/** The test files of the part named by E2E_PART; without it, all of them. */
export function partFiles(part = process.env.E2E_PART): { testMatch?: RegExp; testIgnore?: RegExp } {
  if (part === 'scans') return { testMatch: SCANS }
  if (part === 'flows') return { testIgnore: SCANS }
  return {}
}
