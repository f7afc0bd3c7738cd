import { REPORT_DEFAULT_PERIOD_DAYS, type DateFilter } from '@psp/contracts'
import { zonedDate } from '@psp/contracts/time'
import { AppError } from '../../platform/errors'

/** A report period: calendar days in the portal's zone, both ends inclusive. */
export interface Period {
  from: string
  to: string
  /** The zone whose days these are (PORTAL_TIME_ZONE): the events of a day are those between its midnights there. */
  timeZone: string
}

const DAY_MS = 86_400_000
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

export const PERIOD_MESSAGE = 'Поля должны содержать две даты, первая дата должна быть не больше второй'

/**
 * SPEC §5: a missing end is today (in the portal's zone); a missing start is REPORT_DEFAULT_PERIOD_DAYS days before
 * the end, so an empty filter reads the last 31 days. A start after the end is refused with SPEC's date-range message.
 */
export function resolvePeriod(filter: DateFilter | undefined, now: Date, timeZone: string): Period {
  const to = filter?.to ?? zonedDate(now, timeZone)
  const from = filter?.from ?? toDay(msOf(to) - REPORT_DEFAULT_PERIOD_DAYS * DAY_MS)
  if (
    Number.isNaN(msOf(from)) ||
    Number.isNaN(msOf(to)) ||
    toDay(msOf(from)) !== from ||
    toDay(msOf(to)) !== to ||
    from < '2000-01-01' ||
    to > '2100-12-31'
  ) {
    throw new AppError('ValidationError', 'Некорректная дата', { filterByDate: 'Некорректная дата' })
  }
  if (from > to) throw new AppError('ValidationError', PERIOD_MESSAGE, { filterByDate: PERIOD_MESSAGE })
  return { from, to, timeZone }
}

/** The rollup periods covering a period: whole years, then whole quarters, then whole months, then single days. */
export interface PeriodCover {
  years: string[]
  quarters: string[]
  months: string[]
  days: string[]
}

const endOfMonth = (day: string) => {
  const d = new Date(msOf(day))
  return toDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0))
}

/** The last day of the quarter starting on `day`. */
const endOfQuarter = (day: string) => {
  const d = new Date(msOf(day))
  return toDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 0))
}

export function coverPeriod({ from, to }: Pick<Period, 'from' | 'to'>): PeriodCover {
  const cover: PeriodCover = { years: [], quarters: [], months: [], days: [] }
  let cursor = from
  while (cursor <= to) {
    if (cursor.endsWith('-01-01') && `${cursor.slice(0, 4)}-12-31` <= to) {
      cover.years.push(cursor)
      cursor = `${Number(cursor.slice(0, 4)) + 1}-01-01`
    } else if (/-(01|04|07|10)-01$/.test(cursor) && endOfQuarter(cursor) <= to) {
      cover.quarters.push(cursor)
      cursor = toDay(msOf(endOfQuarter(cursor)) + DAY_MS)
    } else if (cursor.endsWith('-01') && endOfMonth(cursor) <= to) {
      cover.months.push(cursor)
      cursor = toDay(msOf(endOfMonth(cursor)) + DAY_MS)
    } else {
      cover.days.push(cursor)
      cursor = toDay(msOf(cursor) + DAY_MS)
    }
  }
  return cover
}
