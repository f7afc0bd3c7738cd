/** Query keys of the reports. Saved views under one key, report pages under another (refetched, never invalidated). */
export const reportKeys = {
  patterns: ['reports', 'patterns'] as const,
  report: (q: object) => ['reports', 'report', q] as const,
  gaps: (q: object) => ['reports', 'knowledge-gaps', q] as const,
}
