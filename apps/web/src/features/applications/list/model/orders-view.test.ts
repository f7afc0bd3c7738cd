import { describe, expect, it } from 'vitest'
import type { ApplicationView } from '@psp/contracts'
import {
  differsFromView,
  EMPTY_STATE,
  groupOfParam,
  hasFilters,
  listRequest,
  paramOfGroup,
  stateOfView,
  withFilter,
  withSort,
} from './orders-view'

describe('order list request', () => {
  it('carries sortBy and applicationFilter keyed by column accessor, with the page', () => {
    let state = withSort(EMPTY_STATE, 'createdAt', 'Desc')
    state = withFilter(state, 'number', 12)
    state = withFilter(state, 'subject', { text: 'принтер', contains: true })
    state = withFilter(state, 'updatedAt', { from: '2026-01-01', to: '2026-01-31' })
    state = withFilter(state, 'authorPhone', '912')
    state = withFilter(state, 'status', 'waiting')
    expect(listRequest(state, 3, 25)).toEqual({
      sortBy: { title: 'createdAt', sortOrder: 'Desc' },
      applicationFilter: {
        number: 12,
        subject: { text: 'принтер', contains: true },
        updatedAt: { from: '2026-01-01', to: '2026-01-31' },
        authorPhone: '912',
        status: 'waiting',
      },
      page: 3,
      itemsPerPage: 25,
    })
  })

  it("drops a cleared filter and the sort on 'Сортировать по умолчанию'", () => {
    let state = withFilter(withSort(EMPTY_STATE, 'number', 'Asc'), 'status', 'closed')
    state = withFilter(withSort(state, 'number', 'Reset'), 'status', null)
    expect(listRequest(state, 1, 10)).toEqual({ applicationFilter: {}, page: 1, itemsPerPage: 10 })
    expect(hasFilters(state)).toBe(false)
  })

  it('maps the lists to the `list` query parameter and back', () => {
    expect(groupOfParam(null)).toBe('None')
    expect(groupOfParam('actual')).toBe('Actual')
    expect(groupOfParam('archive')).toBe('Archive')
    expect(groupOfParam('nonsense')).toBe('None')
    expect(paramOfGroup('None')).toBeNull()
    expect(paramOfGroup('Archive')).toBe('archive')
  })

  it('tells whether the table differs from a saved view', () => {
    const view: ApplicationView = {
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'Мои',
      statusGroup: 'Actual',
      state: { sortBy: { title: 'number', sortOrder: 'Asc' }, applicationFilter: { status: 'waiting', number: 3 } },
    }
    const state = stateOfView(view)
    expect(differsFromView(state, view)).toBe(false)
    // The order of the filter keys does not matter.
    expect(differsFromView({ ...state, applicationFilter: { number: 3, status: 'waiting' } }, view)).toBe(false)
    expect(differsFromView(withFilter(state, 'status', null), view)).toBe(true)
    expect(differsFromView(withSort(state, 'number', 'Desc'), view)).toBe(true)
  })
})
