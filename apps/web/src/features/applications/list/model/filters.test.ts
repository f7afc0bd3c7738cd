import { describe, expect, it } from 'vitest'
import { draftOf, filterValueOf, FILTER_REQUIRED, NUMBER_FORMAT, type FilterDraft } from './filters'

const empty: FilterDraft = { text: '', contains: true, range: { from: null, to: null }, choice: null }
const RANGE = 'Поля должны содержать две даты, первая дата должна быть не больше второй'

describe('order list filters', () => {
  it('turns each kind of draft into the SPEC §3 value', () => {
    expect(filterValueOf('number', { ...empty, text: ' 42 ' })).toEqual({ value: 42 })
    expect(filterValueOf('string', { ...empty, text: ' принтер ', contains: false })).toEqual({
      value: { text: 'принтер', contains: false },
    })
    expect(filterValueOf('phone', { ...empty, text: '+7 (912) 345' })).toEqual({ value: '+7 (912) 345' })
    expect(filterValueOf('select', { ...empty, choice: 'waiting' })).toEqual({ value: 'waiting' })
    expect(filterValueOf('date', { ...empty, range: { from: '2026-01-01', to: '2026-01-31' } })).toEqual({
      value: { from: '2026-01-01', to: '2026-01-31' },
    })
  })

  it("refuses an empty filter with 'Поле должно быть заполнено' and bad values with their texts", () => {
    for (const kind of ['number', 'string', 'phone', 'select'] as const) {
      expect(filterValueOf(kind, { ...empty, text: '   ' })).toEqual({ error: FILTER_REQUIRED })
    }
    expect(filterValueOf('phone', { ...empty, text: '+( )-' })).toEqual({ error: FILTER_REQUIRED })
    expect(filterValueOf('number', { ...empty, text: '12a' })).toEqual({ error: NUMBER_FORMAT })
    expect(filterValueOf('number', { ...empty, text: '0' })).toEqual({ error: NUMBER_FORMAT })
    expect(filterValueOf('string', { ...empty, text: 'x'.repeat(301) })).toEqual({
      error: 'Превышено количество символов',
    })
    expect(filterValueOf('date', empty)).toEqual({ error: RANGE })
    expect(filterValueOf('date', { ...empty, range: { from: '2026-01-01', to: null } })).toEqual({ error: RANGE })
    expect(filterValueOf('date', { ...empty, range: { from: '2026-02-01', to: '2026-01-01' } })).toEqual({
      error: RANGE,
    })
  })

  it('opens a popover on the applied value', () => {
    expect(draftOf('number', 7).text).toBe('7')
    expect(draftOf('string', { text: 'a', contains: false })).toMatchObject({ text: 'a', contains: false })
    expect(draftOf('date', { from: '2026-01-01', to: '2026-01-02' }).range).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    })
    expect(draftOf('select', 'closed').choice).toBe('closed')
    expect(draftOf('phone', '912').text).toBe('912')
    expect(draftOf('string', undefined)).toEqual(empty)
  })
})
