import { describe, expect, it } from 'vitest'
import { formatFileSize, formatNumber } from './format-number'

describe('formatNumber', () => {
  it('writes the Russian decimal comma and groups thousands', () => {
    expect(formatNumber(1.5, 1)).toBe('1,5')
    expect(formatNumber(1.2, 1, 1)).toBe('1,2')
    expect(formatNumber(1, 1, 1)).toBe('1,0')
    expect(formatNumber(60000).replace(/\s/g, ' ')).toBe('60 000')
  })
})

describe('formatFileSize', () => {
  it('uses Russian units and the decimal comma', () => {
    expect(formatFileSize(512)).toBe('512 Б')
    expect(formatFileSize(1536)).toBe('1,5 КБ')
    expect(formatFileSize(5_242_880)).toBe('5 МБ')
    expect(formatFileSize(2_700_000)).toBe('2,6 МБ')
  })
})
