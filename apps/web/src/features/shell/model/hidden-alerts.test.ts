import type { Alert } from '@psp/contracts'
import { describe, expect, it } from 'vitest'
import { hideAlert, readHiddenAlertIds, visibleAlerts, writeHiddenAlertIds } from './hidden-alerts'

const alert = (id: string): Alert => ({
  id,
  title: `Оповещение ${id}`,
  text: '',
  publicationDate: '2026-01-01T00:00:00.000Z',
  isRead: false,
  link: null,
})

describe('hidden unread alerts', () => {
  it('are kept in local storage under hiddenUnreadAlerts', () => {
    writeHiddenAlertIds(['a', 'b'])
    expect(localStorage.getItem('hiddenUnreadAlerts')).toBe('["a","b"]')
    expect(readHiddenAlertIds()).toEqual(['a', 'b'])
  })

  it('read as none when the stored value is missing or broken', () => {
    expect(readHiddenAlertIds()).toEqual([])
    localStorage.setItem('hiddenUnreadAlerts', '{oops')
    expect(readHiddenAlertIds()).toEqual([])
    localStorage.setItem('hiddenUnreadAlerts', '{"a":1}')
    expect(readHiddenAlertIds()).toEqual([])
  })

  it('leave out the hidden ones from the popup', () => {
    expect(visibleAlerts([alert('a'), alert('b'), alert('c')], ['b']).map((a) => a.id)).toEqual(['a', 'c'])
  })

  it('hide only an id among the current unread alerts and forget ids no longer unread', () => {
    const current = [alert('a'), alert('b')]
    expect(hideAlert('x', current, [])).toBeNull()
    expect(hideAlert('a', current, ['gone', 'b'])).toEqual(['b', 'a'])
    expect(hideAlert('a', current, ['a'])).toEqual(['a'])
  })
})
