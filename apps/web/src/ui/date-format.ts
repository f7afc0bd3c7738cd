import { UI_MESSAGES } from './messages'

/**
 * Dates travel as Mantine's strings ('YYYY-MM-DD', with time 'YYYY-MM-DD HH:mm') and are shown as SPEC §5's
 * dd.MM.yyyy and HH:mm.
 */
export const DATE_MASK = '00.00.0000'
export const TIME_MASK = '00:00'
export const DATE_TIME_MASK = `${DATE_MASK} ${TIME_MASK}`

/** SPEC §5: the year list runs from 10 years back to 2 years ahead of `today`. */
export function yearRange(today = new Date()): number[] {
  const year = today.getFullYear()
  return Array.from({ length: 13 }, (_, i) => year - 10 + i)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'dd.MM.yyyy' → 'YYYY-MM-DD', or null for an incomplete or impossible date (31.02.2026). */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** 'HH:mm' → the same string when it is a real time of day, else null. */
export function parseDisplayTime(text: string): string | null {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text.trim()) ? text.trim() : null
}

/** 'YYYY-MM-DD' (anything after the date is ignored) → 'dd.MM.yyyy'; '' for null. */
export function formatDisplayDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null
  return match ? `${match[3]}.${match[2]}.${match[1]}` : ''
}

/** 'YYYY-MM-DD HH:mm[:ss]' → 'dd.MM.yyyy HH:mm'; '' for null. */
export function formatDisplayDateTime(value: string | null | undefined): string {
  const time = value ? /[ T](\d{2}:\d{2})/.exec(value) : null
  const date = formatDisplayDate(value)
  return date ? `${date} ${time ? time[1] : '00:00'}` : ''
}

/** 'dd.MM.yyyy HH:mm' → 'YYYY-MM-DD HH:mm', or null when either part is not valid. */
export function parseDisplayDateTime(text: string): string | null {
  const [datePart = '', timePart = ''] = text.trim().split(/\s+/)
  const date = parseDisplayDate(datePart)
  const time = parseDisplayTime(timePart)
  return date && time ? `${date} ${time}` : null
}

export interface DateRangeValue {
  from: string | null
  to: string | null
}

/**
 * SPEC §5: a range needs both dates and the first must not be after the second. An empty range is fine unless
 * required. Returns the message or null.
 */
export function validateDateRange(range: DateRangeValue, { required = false } = {}): string | null {
  if (!range.from && !range.to) return required ? UI_MESSAGES.dateRange : null
  if (!range.from || !range.to) return UI_MESSAGES.dateRange
  return range.from.slice(0, 10) > range.to.slice(0, 10) ? UI_MESSAGES.dateRange : null
}
