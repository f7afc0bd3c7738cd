/** A date alone (`2026-01-05`) is a day of the calendar, not midnight in London: read it as the local day. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

function parse(iso: string): Date | null {
  const day = DATE_ONLY.exec(iso)
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso)
  return Number.isNaN(d.getTime()) ? null : d
}

const two = (n: number) => String(n).padStart(2, '0')
const dayOf = (d: Date) => `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}`

// Formatted by hand rather than with dayjs: the login page and the terms dialog show dates too, and dayjs with its
// Russian locale is kept out of their first download (the date pickers of the signed-in pages load it).

/** ARCHITECTURE §9: dates as dd.MM.yyyy; an absent or unreadable date shows a dash. */
export function formatDate(iso: string | null | undefined): string {
  const d = iso ? parse(iso) : null
  return d ? dayOf(d) : '—'
}

/** Date and time as dd.MM.yyyy HH:mm (SPEC §5), in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = iso ? parse(iso) : null
  return d ? `${dayOf(d)} ${two(d.getHours())}:${two(d.getMinutes())}` : '—'
}
