import dayjs from 'dayjs'
import { REPORT_DEFAULT_PERIOD_DAYS, type DateFilter } from '@psp/contracts'
import { portalToday } from '../../../lib/portal-today'
import type { DateRangeValue } from '../../../ui/date-format'
import { validateDateRange } from '../../../ui/date-format'

/**
 * The period the screen opens with: the server's default (SPEC §5), shown so the user sees what is counted. Today is
 * the portal's, as the server counts it.
 */
export function defaultPeriod(): DateRangeValue {
  const today = portalToday()
  return { from: dayjs(today).subtract(REPORT_DEFAULT_PERIOD_DAYS, 'day').format('YYYY-MM-DD'), to: today }
}

/** The filter a valid period sends, or null while the period is invalid (the field explains why). */
export function filterOf(period: DateRangeValue): DateFilter | null {
  if (validateDateRange(period, { required: true })) return null
  return { from: period.from?.slice(0, 10), to: period.to?.slice(0, 10) }
}
