import { formatZonedDate, formatZonedDateTime } from '@psp/contracts/time'
import { portalSettings } from './portal-settings'
import { DASH } from '../ui/empty-value'

// Every time shows in the portal's zone (PORTAL_TIME_ZONE, from the settings in index.html), as the server writes it
// in reports, letters and files, and as the server renders a page: the markup and the browser's render agree. The
// helpers are plain Intl (the time module in contracts), not dayjs: the login page and the terms dialog show dates
// too, and dayjs with its Russian locale is kept out of their first download.

/** A date alone (`2026-01-05`) is a day of the calendar, not midnight in London: read it as that very day. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

const momentOf = (iso: string | null | undefined) => {
  const moment = iso ? new Date(iso) : null
  return moment && !Number.isNaN(moment.getTime()) ? moment : null
}

/** ARCHITECTURE §9: dates as dd.MM.yyyy; an absent or unreadable date shows a dash. */
export function formatDate(iso: string | null | undefined): string {
  const day = iso ? DATE_ONLY.exec(iso) : null
  if (day) return momentOf(iso) ? `${day[3]}.${day[2]}.${day[1]}` : DASH
  const moment = momentOf(iso)
  return moment ? formatZonedDate(moment, portalSettings().timeZone) : DASH
}

/** Date and time as dd.MM.yyyy HH:mm (SPEC §5), in the portal's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  const moment = momentOf(iso)
  return moment ? formatZonedDateTime(moment, portalSettings().timeZone) : DASH
}
