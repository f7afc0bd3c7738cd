/**
 * The one mark a missing value shows everywhere (SPEC §3, §8: «empty values show a dash»): an em dash, so a table
 * cell, a card field and a sentence all read the same.
 */
export const DASH = '—'

/** The value, or the dash when it is missing or blank. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim()) ? DASH : String(value)
