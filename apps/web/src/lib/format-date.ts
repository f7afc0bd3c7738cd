import dayjs from 'dayjs'

/** ARCHITECTURE §9: dates as dd.MM.yyyy; an absent or unreadable date shows a dash. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—'
  const d = dayjs(iso)
  return d.isValid() ? d.format('DD.MM.YYYY') : '—'
}

/** Date and time as dd.MM.yyyy HH:mm (SPEC §5), in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const d = dayjs(iso)
  return d.isValid() ? d.format('DD.MM.YYYY HH:mm') : '—'
}
