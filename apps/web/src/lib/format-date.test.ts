import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, setRenderTimeZone } from './format-date'

describe('dates as the portal shows them', () => {
  it('writes dd.MM.yyyy, a date alone as that very day', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026')
    expect(formatDate('2026-12-31')).toBe('31.12.2026')
    expect(formatDate(new Date(2026, 2, 9, 23, 59).toISOString())).toBe('09.03.2026')
  })

  it('writes dd.MM.yyyy HH:mm in the local time', () => {
    expect(formatDateTime(new Date(2026, 10, 23, 7, 5).toISOString())).toBe('23.11.2026 07:05')
  })

  it('shows a dash for an absent or unreadable date', () => {
    for (const value of [null, undefined, '', 'вчера', '2026-13-45T99:00']) {
      expect(formatDate(value)).toBe('—')
      expect(formatDateTime(value)).toBe('—')
    }
  })
})

describe('dates rendered on the server for a browser in another zone', () => {
  it('shows the time of the zone the renderer is given, and a date alone as that very day', () => {
    const instant = '2026-11-23T21:30:00Z'
    setRenderTimeZone(() => 'Europe/Moscow')
    try {
      expect(formatDateTime(instant)).toBe('24.11.2026 00:30')
      expect(formatDate(instant)).toBe('24.11.2026')
      expect(formatDate('2026-01-05')).toBe('05.01.2026')
      setRenderTimeZone(() => 'Asia/Vladivostok')
      expect(formatDateTime(instant)).toBe('24.11.2026 07:30')
    } finally {
      setRenderTimeZone(() => undefined)
    }
  })
})
