import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format-date'
import { DEFAULT_PORTAL_SETTINGS, setPortalSettings } from './portal-settings'

const inZone = (timeZone: string) => setPortalSettings({ ...DEFAULT_PORTAL_SETTINGS, timeZone })
afterEach(() => setPortalSettings(DEFAULT_PORTAL_SETTINGS))

describe('dates as the portal shows them', () => {
  it('writes dd.MM.yyyy, a date alone as that very day', () => {
    inZone('Asia/Vladivostok')
    expect(formatDate('2026-01-05')).toBe('05.01.2026')
    expect(formatDate('2026-12-31')).toBe('31.12.2026')
    inZone('America/Los_Angeles')
    expect(formatDate('2026-01-05')).toBe('05.01.2026')
  })

  it("writes a moment's date and time in the portal's zone, whatever the browser's", () => {
    const instant = '2026-11-23T21:30:00Z'
    inZone('Europe/Moscow')
    expect(formatDateTime(instant)).toBe('24.11.2026 00:30')
    expect(formatDate(instant)).toBe('24.11.2026')
    inZone('Asia/Vladivostok')
    expect(formatDateTime(instant)).toBe('24.11.2026 07:30')
    inZone('Europe/Kaliningrad')
    expect(formatDateTime(instant)).toBe('23.11.2026 23:30')
    expect(formatDate(instant)).toBe('23.11.2026')
  })

  it('shows a dash for an absent or unreadable date', () => {
    for (const value of [null, undefined, '', 'вчера', '2026-13-45T99:00', '2026-13-45']) {
      expect(formatDate(value)).toBe('—')
      expect(formatDateTime(value)).toBe('—')
    }
  })
})
