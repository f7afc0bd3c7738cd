import { describe, expect, it } from 'vitest'
import {
  formatLetterMoment,
  formatZonedDate,
  formatZonedDateTime,
  startOfZonedDay,
  wallClockOf,
  zonedDate,
  zonedMoment,
  zonedParts,
} from './time'

describe('wall-clock time in a zone', () => {
  it('reads a moment as the wall-clock time of the zone given', () => {
    const moment = new Date('2026-03-01T21:30:00Z')
    expect(zonedParts(moment, 'Europe/Moscow')).toMatchObject({ date: '2026-03-02', time: '00:30' })
    expect(zonedParts(moment, 'Asia/Vladivostok')).toMatchObject({ date: '2026-03-02', time: '07:30' })
    expect(zonedDate(moment, 'Europe/Kaliningrad')).toBe('2026-03-01')
    expect(formatZonedDateTime(new Date('2026-03-01T06:05:00Z'), 'Europe/Moscow')).toBe('01.03.2026 09:05')
    expect(formatZonedDate(moment, 'Asia/Vladivostok')).toBe('02.03.2026')
  })

  it('finds the start of the day in the zone, not in UTC', () => {
    const moment = new Date('2026-03-01T21:30:00Z')
    expect(startOfZonedDay(moment, 'Europe/Moscow').toISOString()).toBe('2026-03-01T21:00:00.000Z')
    expect(startOfZonedDay(moment, 'Asia/Vladivostok').toISOString()).toBe('2026-03-01T14:00:00.000Z')
    expect(startOfZonedDay(new Date('2026-03-01T12:00:00Z'), 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })

  it('finds the moment a wall-clock time names, also across a change of offset', () => {
    expect(zonedMoment('2026-01-05 09:30', 'Asia/Vladivostok').toISOString()).toBe('2026-01-04T23:30:00.000Z')
    expect(zonedMoment('2026-01-05', 'Europe/Moscow').toISOString()).toBe('2026-01-04T21:00:00.000Z')
    // Berlin's summer time began on 2026-03-29: 02:30 did not exist, 12:00 is UTC+2.
    expect(zonedMoment('2026-03-29 12:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T10:00:00.000Z')
    expect(zonedMoment('2026-03-28 12:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T11:00:00.000Z')
  })

  it('gives a spreadsheet the wall-clock time of the zone, on ordinary days and around a change of offset', () => {
    const moscow = wallClockOf('Europe/Moscow')
    expect(moscow(new Date('2026-01-15T21:30:00Z'))).toEqual(new Date('2026-01-16T00:30:00Z'))
    const berlin = wallClockOf('Europe/Berlin')
    // Summer time began on 2026-03-29 at 01:00 UTC (02:00 became 03:00).
    expect(berlin(new Date('2026-03-29T00:59:00Z'))).toEqual(new Date('2026-03-29T01:59:00Z'))
    expect(berlin(new Date('2026-03-29T01:00:00Z'))).toEqual(new Date('2026-03-29T03:00:00Z'))
    expect(berlin(new Date('2026-03-29T12:00:00Z'))).toEqual(new Date('2026-03-29T14:00:00Z'))
    expect(berlin(new Date('2026-07-01T10:15:00Z'))).toEqual(new Date('2026-07-01T12:15:00Z'))
  })

  it('writes a moment for a letter in the zone, named from МСК', () => {
    const moment = new Date('2026-11-26T15:45:00Z')
    expect(formatLetterMoment(moment, 'Europe/Moscow')).toBe('26 ноября 2026 г. в 18:45 (МСК)')
    expect(formatLetterMoment(moment, 'Asia/Vladivostok')).toBe('27 ноября 2026 г. в 01:45 (МСК+7)')
    expect(formatLetterMoment(moment, 'Europe/Kaliningrad')).toBe('26 ноября 2026 г. в 17:45 (МСК−1)')
  })
})
