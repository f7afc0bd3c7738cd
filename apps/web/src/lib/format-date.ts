/** A date alone (`2026-01-05`) is a day of the calendar, not midnight in London: read it as that very day. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

interface Parts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

// The browser shows times in its own zone. The server-side renderer has no such zone: it renders in the zone the
// user's browser reported (ADR 0023), so that the markup and the browser's first render agree.
let zoneOfRender: () => string | undefined = () => undefined

/** The server-side renderer's source of the time zone of the page being rendered. */
export function setRenderTimeZone(source: () => string | undefined) {
  zoneOfRender = source
}

const zoned = new Map<string, Intl.DateTimeFormat>()
function zonedParts(d: Date, zone: string): Parts {
  let format = zoned.get(zone)
  if (!format) {
    const numeric = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' } as const
    format = new Intl.DateTimeFormat('en-US', { ...numeric, hourCycle: 'h23', timeZone: zone })
    zoned.set(zone, format)
  }
  const value = (type: string) => Number(format.formatToParts(d).find((p) => p.type === type)?.value)
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute') }
}

function parse(iso: string): Parts | null {
  const day = DATE_ONLY.exec(iso)
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso)
  if (Number.isNaN(d.getTime())) return null
  const zone = day ? undefined : zoneOfRender()
  if (zone) return zonedParts(d, zone)
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
  }
}

const two = (n: number) => String(n).padStart(2, '0')
const dayOf = (p: Parts) => `${two(p.day)}.${two(p.month)}.${p.year}`

// Formatted by hand rather than with dayjs: the login page and the terms dialog show dates too, and dayjs with its
// Russian locale is kept out of their first download (the date pickers of the signed-in pages load it).

/** ARCHITECTURE §9: dates as dd.MM.yyyy; an absent or unreadable date shows a dash. */
export function formatDate(iso: string | null | undefined): string {
  const p = iso ? parse(iso) : null
  return p ? dayOf(p) : '—'
}

/** Date and time as dd.MM.yyyy HH:mm (SPEC §5), in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  const p = iso ? parse(iso) : null
  return p ? `${dayOf(p)} ${two(p.hour)}:${two(p.minute)}` : '—'
}
