import { describe, expect, it } from 'vitest'
import { DASH, orDash } from './empty-value'

describe('orDash', () => {
  it('shows the em dash for a missing or blank value', () => {
    expect(DASH).toBe('—')
    for (const missing of [null, undefined, '', '   ']) expect(orDash(missing)).toBe('—')
  })

  it('shows a value as it is, zero included', () => {
    expect(orDash('Иванов')).toBe('Иванов')
    expect(orDash(0)).toBe('0')
    expect(orDash(5)).toBe('5')
  })
})
