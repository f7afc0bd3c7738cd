/** The two parts the browser tests run in at once (run-in-parts.ts): each a Playwright run with its own server. */
export const E2E_PARTS = ['flows', 'scans'] as const
export type E2ePart = (typeof E2E_PARTS)[number]

/**
 * The scans: they walk every page for each role and change nothing, about half of the suite's time. With them go a few
 * other files that change nothing either (the UI kit, focus order, slow page loads), so that both parts take about as
 * long: the suite takes as long as its longer part.
 */
const SCANS = /(accessibility-axe|accessibility-reflow|layout-scan|ui-kit|accessibility-focus|page-load)\.spec\.ts$/

/** The test files of the part named by E2E_PART; without it, all of them. */
export function partFiles(part = process.env.E2E_PART): { testMatch?: RegExp; testIgnore?: RegExp } {
  if (part === 'scans') return { testMatch: SCANS }
  if (part === 'flows') return { testIgnore: SCANS }
  return {}
}
