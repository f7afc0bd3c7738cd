import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pickSystem, useSelectedSystem } from './selected-system'

const systems = [{ uuid: 's1' }, { uuid: 's2' }]

describe('pickSystem', () => {
  it('keeps a remembered system that is still offered', () => expect(pickSystem(systems, 's2')).toBe('s2'))
  it('falls back to the first system', () => {
    expect(pickSystem(systems, null)).toBe('s1')
    expect(pickSystem(systems, 'gone')).toBe('s1')
  })
  it('has nothing to pick from an empty list', () => expect(pickSystem([], 's1')).toBeNull())
})

describe('useSelectedSystem', () => {
  it('remembers the choice under systemUuid', () => {
    localStorage.setItem('systemUuid', 's2')
    const { result } = renderHook(() => useSelectedSystem(systems))
    expect(result.current[0]).toBe('s2')
    act(() => result.current[1]('s1'))
    expect(result.current[0]).toBe('s1')
    expect(localStorage.getItem('systemUuid')).toBe('s1')
  })
})

describe('a link to one system', () => {
  it('chooses it and remembers it as if picked', () => {
    localStorage.setItem('systemUuid', 's1')
    const { result } = renderHook(() => useSelectedSystem(systems, 's2'))
    expect(result.current[0]).toBe('s2')
    expect(localStorage.getItem('systemUuid')).toBe('s2')
  })
})
