import { describe, expect, it } from 'vitest'
import { unreadBadgeLabel } from './unread-badge'

describe('unreadBadgeLabel', () => {
  it('shows nothing without unread alerts', () => {
    expect(unreadBadgeLabel(undefined)).toBeNull()
    expect(unreadBadgeLabel(0)).toBeNull()
  })
  it('shows the count up to 9 and caps at 9+ above', () => {
    expect(unreadBadgeLabel(1)).toBe('1')
    expect(unreadBadgeLabel(9)).toBe('9')
    expect(unreadBadgeLabel(10)).toBe('9+')
    expect(unreadBadgeLabel(250)).toBe('9+')
  })
})
