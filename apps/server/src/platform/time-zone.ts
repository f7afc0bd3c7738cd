/** Wall-clock parts of a moment in a time zone: 'YYYY-MM-DD' and 'HH:mm' (and seconds for offset arithmetic). */
export function zonedParts(moment: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: parts.second,
  }
}

/** The moment the day of `moment` began in the time zone (the portal's "today" for SPEC §5's date rules). */
export function startOfZonedDay(moment: Date, timeZone: string): Date {
  const { date, time, seconds } = zonedParts(moment, timeZone)
  const wallAsUtc = Date.parse(`${date}T${time}:${seconds}Z`)
  const offset = wallAsUtc - Math.floor(moment.getTime() / 1000) * 1000
  return new Date(Date.parse(`${date}T00:00:00Z`) - offset)
}

/** 'dd.MM.yyyy HH:mm' in the time zone: how the acceptance report writes moments. */
export function formatZonedDateTime(moment: Date, timeZone: string) {
  const { date, time } = zonedParts(moment, timeZone)
  const [y, m, d] = date.split('-')
  return `${d}.${m}.${y} ${time}`
}
