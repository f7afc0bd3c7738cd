import { describe, expect, it } from 'vitest'
import { formatZonedDateTime, startOfZonedDay, zonedParts } from './time-zone'

describe('time zone helpers', () => {
  it('reads a moment as Moscow wall-clock time', () => {
    expect(zonedParts(new Date('2026-03-01T21:30:00Z'), 'Europe/Moscow')).toMatchObject({
      date: '2026-03-02',
      time: '00:30',
    })
    expect(formatZonedDateTime(new Date('2026-03-01T06:05:00Z'), 'Europe/Moscow')).toBe('01.03.2026 09:05')
  })

  it('finds the start of the day in the zone, not in UTC', () => {
    expect(startOfZonedDay(new Date('2026-03-01T21:30:00Z'), 'Europe/Moscow').toISOString()).toBe(
      '2026-03-01T21:00:00.000Z',
    )
    expect(startOfZonedDay(new Date('2026-03-01T12:00:00Z'), 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })
})
