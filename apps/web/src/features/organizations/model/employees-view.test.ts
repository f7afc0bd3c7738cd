import { describe, expect, it } from 'vitest'
import { DEFAULT_VIEW, employeesRequest } from './employees-view'

describe('employee list request', () => {
  it('sorts by full name ascending by default (SPEC §9) and sends no empty filter', () => {
    expect(employeesRequest(DEFAULT_VIEW, 1, 10)).toEqual({
      page: 1,
      itemsPerPage: 10,
      search: undefined,
      sort: { field: 'fullName', order: 'Asc' },
      filter: {},
    })
  })

  it('carries the page’s error test query', () => {
    expect(employeesRequest(DEFAULT_VIEW, 1, 10, '')).toMatchObject({ error: '' })
  })

  it('carries the column filters, the search, and goes back to the default sort on Reset', () => {
    const request = employeesRequest(
      {
        sort: { field: 'email', order: 'Reset' },
        filter: { role: 'Admin', fullName: 'Иван', phone: '916' },
        search: ' ив ',
      },
      2,
      25,
    )
    expect(request).toEqual({
      page: 2,
      itemsPerPage: 25,
      search: 'ив',
      sort: { field: 'fullName', order: 'Asc' },
      filter: { role: 'Admin', fullName: { text: 'Иван', contains: true }, phone: '916' },
    })
  })
})
