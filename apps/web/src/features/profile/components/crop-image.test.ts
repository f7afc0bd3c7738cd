import { describe, expect, it } from 'vitest'
import { nextRotation, outputSize } from './crop-image'

describe('the cropped avatar size (SPEC §9)', () => {
  it('scales a large region down to 300 px a side', () => {
    expect(outputSize({ width: 1000, height: 1000 })).toEqual({ width: 300, height: 300 })
  })
  it('never enlarges a small region', () => {
    expect(outputSize({ width: 120, height: 120 })).toEqual({ width: 120, height: 120 })
  })
  it('keeps exactly 300 as it is and rounds fractional pixels', () => {
    expect(outputSize({ width: 300, height: 300 })).toEqual({ width: 300, height: 300 })
    expect(outputSize({ width: 199.6, height: 199.6 })).toEqual({ width: 200, height: 200 })
  })
})

describe('rotation (SPEC §4)', () => {
  it('cycles 0, 90, 180, 270, then 0', () => {
    const seen = [0]
    for (let i = 0; i < 4; i++) seen.push(nextRotation(seen[seen.length - 1]))
    expect(seen).toEqual([0, 90, 180, 270, 0])
  })
})
