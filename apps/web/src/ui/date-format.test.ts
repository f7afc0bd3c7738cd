import { describe, expect, it } from 'vitest'
import {
  formatDisplayDate,
  formatDisplayDateTime,
  parseDisplayDate,
  parseDisplayDateTime,
  validateDateRange,
  yearRange,
} from './date-format'

const RANGE_MESSAGE = 'Поля должны содержать две даты, первая дата должна быть не больше второй'

describe('date formats', () => {
  it('parses dd.MM.yyyy and refuses impossible or incomplete dates', () => {
    expect(parseDisplayDate('01.02.2026')).toBe('2026-02-01')
    expect(parseDisplayDate('31.02.2026')).toBeNull()
    expect(parseDisplayDate('01.02.20')).toBeNull()
  })

  it('formats for display', () => {
    expect(formatDisplayDate('2026-02-01')).toBe('01.02.2026')
    expect(formatDisplayDate(null)).toBe('')
    expect(formatDisplayDateTime('2026-02-01 09:05:00')).toBe('01.02.2026 09:05')
  })

  it('parses date and time', () => {
    expect(parseDisplayDateTime('01.02.2026 09:05')).toBe('2026-02-01 09:05')
    expect(parseDisplayDateTime('01.02.2026 24:00')).toBeNull()
  })

  it('lists years from 10 back to 2 ahead', () => {
    expect(yearRange(new Date(2026, 5, 1))).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028,
    ])
  })
})

describe('validateDateRange', () => {
  it('needs both dates with the first not after the second', () => {
    expect(validateDateRange({ from: '2026-01-01', to: null })).toBe(RANGE_MESSAGE)
    expect(validateDateRange({ from: null, to: '2026-01-01' })).toBe(RANGE_MESSAGE)
    expect(validateDateRange({ from: '2026-01-02', to: '2026-01-01' })).toBe(RANGE_MESSAGE)
    expect(validateDateRange({ from: '2026-01-01', to: '2026-01-01' })).toBeNull()
  })

  it('allows an empty range unless required', () => {
    expect(validateDateRange({ from: null, to: null })).toBeNull()
    expect(validateDateRange({ from: null, to: null }, { required: true })).toBe(RANGE_MESSAGE)
  })
})
