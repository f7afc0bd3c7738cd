import { describe, expect, it } from 'vitest'
import { reportColumns, reportPropertyTitles } from '@psp/contracts'
import { customized, defaultProperties, fixedView, initialView, savedView } from './views'

const pattern = (id: number, chosenAsDefault = false) => ({
  id,
  name: `Отчет ${id}`,
  properties: defaultProperties(),
  chosenAsDefault,
  sortByEventTimeDesc: true,
  fixedType: null,
})

describe('report views', () => {
  it('chooses the just saved view, else the default, else the built-in by-system report', () => {
    expect(initialView({ patterns: [], defaultFixedReport: 'None' }).id).toBe('ClicksOnArticleBySystemReport')
    expect(initialView({ patterns: [pattern(1)], defaultFixedReport: 'ClicksOnTagReport' }).id).toBe(
      'ClicksOnTagReport',
    )
    expect(initialView({ patterns: [pattern(1), pattern(2, true)], defaultFixedReport: 'None' }).id).toBe('2')
    expect(initialView({ patterns: [pattern(1), pattern(2, true)], defaultFixedReport: 'None' }, '1').id).toBe('1')
  })

  it('offers the 13 properties in the default order', () => {
    expect(defaultProperties().map((p) => p.title)).toEqual([...reportPropertyTitles])
    expect(reportPropertyTitles).toHaveLength(13)
  })

  it('turns a customized fixed view into an unsaved view with empty id and name', () => {
    const properties = defaultProperties().map((p) => ({ ...p, enabled: p.title === 'eventType' }))
    const view = customized(fixedView('ClicksOnTagReport'), { properties, sortByEventTimeDesc: false })
    expect(view).toMatchObject({ id: '', name: '', fixedType: null, sortByEventTimeDesc: false })
    expect(reportColumns(view.fixedType, view.properties).map((c) => c.header)).toEqual(['Тип события'])
    const saved = customized(savedView(pattern(5)), { properties, sortByEventTimeDesc: true })
    expect(saved).toMatchObject({ id: '5', name: 'Отчет 5' })
  })
})
