/**
 * The one home of wall-clock time, for the server and the web app: every function takes the zone it works in, and
 * callers pass the portal's zone (the PORTAL_TIME_ZONE setting; the web app reads it from the portal settings), so no
 * zone is written anywhere else. Kept free of zod and of date libraries: the login page's first download carries it.
 */

export interface ZonedParts {
  /** 'YYYY-MM-DD' */
  date: string
  /** 'HH:mm' */
  time: string
  /** 'ss', for offset arithmetic. */
  seconds: string
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as 'Asia/Vladivostok', or 'UTC'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return name.trim() !== ''
  } catch {
    return false
  }
}

// Creating a formatter costs far more than using one, and a portal uses one or two zones.
const formats = new Map<string, Intl.DateTimeFormat>()
function numericFormat(timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** Wall-clock parts of a moment in a time zone. */
export function zonedParts(moment: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {}
  for (const p of numericFormat(timeZone).formatToParts(moment)) parts[p.type] = p.value
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: parts.second,
  }
}

/** The calendar day ('YYYY-MM-DD') of a moment in the zone: "today" when the moment is now. */
export const zonedDate = (moment: Date, timeZone: string) => zonedParts(moment, timeZone).date

/** How far the zone's wall clock is ahead of UTC at a moment, in milliseconds. */
export function zoneOffsetMs(moment: Date, timeZone: string): number {
  const { date, time, seconds } = zonedParts(moment, timeZone)
  return Date.parse(`${date}T${time}:${seconds}Z`) - Math.floor(moment.getTime() / 1000) * 1000
}

/**
 * The moment a wall-clock time ('YYYY-MM-DD' or 'YYYY-MM-DD HH:mm') of the zone names. Across a clock change the
 * offset of the moment found is used, so a time that does not exist reads as an hour later, as clocks show it.
 */
export function zonedMoment(wallClock: string, timeZone: string): Date {
  const asUtc = Date.parse(`${wallClock.slice(0, 10)}T${wallClock.slice(11, 16) || '00:00'}:00Z`)
  const guess = asUtc - zoneOffsetMs(new Date(asUtc), timeZone)
  return new Date(asUtc - zoneOffsetMs(new Date(guess), timeZone))
}

/** The moment the day of `moment` began in the zone (the portal's "today" for SPEC §5's date rules). */
export const startOfZonedDay = (moment: Date, timeZone: string) => zonedMoment(zonedDate(moment, timeZone), timeZone)

/**
 * The moment as a Date whose UTC fields read the wall-clock time of `timeZone`: a spreadsheet has no time zones, so
 * a date cell must hold the time the reader lives in. One formatter per zone: building one costs more than a row.
 */
export function wallClockOf(timeZone: string): (moment: Date) => Date {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  })
  const offsetAt = (ms: number) => {
    const p: Record<string, number> = {}
    for (const part of format.formatToParts(new Date(ms))) p[part.type] = Number(part.value)
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - ms
  }
  // A zone's offset is the same all day on all but a few days a year: one formatting per day when the day starts and
  // ends with one offset, per quarter hour (the finest step of any zone's change) on the days it changes. A formatting
  // costs microseconds, and a 100,000-row file has 200,000 dates.
  const DAY = 86_400_000
  const QUARTER = 900_000
  const byDay = new Map<number, { start: number; end: number }>()
  const byQuarter = new Map<number, number>()
  return (moment) => {
    const ms = moment.getTime()
    const day = Math.floor(ms / DAY)
    let edges = byDay.get(day)
    if (!edges) {
      if (byDay.size > 10_000) byDay.clear()
      edges = { start: offsetAt(day * DAY), end: offsetAt((day + 1) * DAY - QUARTER) }
      byDay.set(day, edges)
    }
    if (edges.start === edges.end) return new Date(ms + edges.start)
    const quarter = Math.floor(ms / QUARTER)
    let offset = byQuarter.get(quarter)
    if (offset === undefined) {
      if (byQuarter.size > 10_000) byQuarter.clear()
      offset = offsetAt(quarter * QUARTER)
      byQuarter.set(quarter, offset)
    }
    return new Date(ms + offset)
  }
}

const dayOf = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`

/** SPEC §5's 'dd.MM.yyyy' of a moment in the zone. */
export const formatZonedDate = (moment: Date, timeZone: string) => dayOf(zonedDate(moment, timeZone))

/** SPEC §5's 'dd.MM.yyyy HH:mm' of a moment in the zone. */
export function formatZonedDateTime(moment: Date, timeZone: string) {
  const { date, time } = zonedParts(moment, timeZone)
  return `${dayOf(date)} ${time}`
}

// МСК is the name Russian law gives to UTC+3, whatever the portal's zone: zones of Russia are written from it.
const MSK_OFFSET_HOURS = 3

/** The zone at a moment as Russian readers name it: «МСК», «МСК+7», «МСК−1». */
export function mskZoneLabel(moment: Date, timeZone: string): string {
  const hours = Math.round((zoneOffsetMs(moment, timeZone) / 3_600_000 - MSK_OFFSET_HOURS) * 100) / 100
  if (hours === 0) return 'МСК'
  return `МСК${hours > 0 ? '+' : '−'}${String(Math.abs(hours)).replace('.', ',')}`
}

/** A moment for a letter: «26 ноября 2026 г. в 18:45 (МСК)», in the zone. */
export const formatLetterMoment = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(moment) +
  ` (${mskZoneLabel(moment, timeZone)})`
