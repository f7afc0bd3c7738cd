import { describe, expect, it } from 'vitest'
import { coverPeriod } from './report-period'

describe('the rollup periods covering a report period', () => {
  it('takes a rolling year as days, months and quarters, each day once', () => {
    expect(coverPeriod({ from: '2025-11-23', to: '2026-11-22' })).toEqual({
      years: [],
      quarters: ['2026-01-01', '2026-04-01', '2026-07-01'],
      months: ['2025-12-01', '2026-10-01'],
      days: [
        ...Array.from({ length: 8 }, (_, i) => `2025-11-${23 + i}`),
        ...Array.from({ length: 22 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
      ],
    })
  })

  it('takes a calendar year whole, and a quarter only when it is whole', () => {
    expect(coverPeriod({ from: '2025-01-01', to: '2025-12-31' })).toEqual({
      years: ['2025-01-01'],
      quarters: [],
      months: [],
      days: [],
    })
    expect(coverPeriod({ from: '2025-04-01', to: '2025-08-31' })).toEqual({
      years: [],
      quarters: ['2025-04-01'],
      months: ['2025-07-01', '2025-08-01'],
      days: [],
    })
    expect(coverPeriod({ from: '2025-10-01', to: '2025-12-30' }).quarters).toEqual([])
  })
})
