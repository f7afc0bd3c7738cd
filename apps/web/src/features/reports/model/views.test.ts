import { describe, expect, it } from 'vitest'
import { reportColumns, reportPropertyTitles } from '@psp/contracts'
import { customized, defaultProperties, fixedView, hasUnsavedChanges, initialView, savedView } from './views'

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

  it('tells a view with changes saved nowhere: a customized fixed one, or a saved one customized since', () => {
    const stored = [savedView(pattern(5))]
    expect(hasUnsavedChanges(fixedView('ClicksOnTagReport'), stored)).toBe(false)
    expect(hasUnsavedChanges(stored[0], stored)).toBe(false)
    const fewer = defaultProperties().map((p) => ({ ...p, enabled: p.title !== 'eventType' }))
    expect(
      hasUnsavedChanges(
        customized(fixedView('ClicksOnTagReport'), { properties: fewer, sortByEventTimeDesc: true }),
        stored,
      ),
    ).toBe(true)
    const changed = customized(stored[0], { properties: fewer, sortByEventTimeDesc: true })
    expect(hasUnsavedChanges(changed, stored)).toBe(true)
    expect(
      hasUnsavedChanges(
        customized(stored[0], { properties: stored[0].properties, sortByEventTimeDesc: false }),
        stored,
      ),
    ).toBe(true)
    // Customized back to what was saved (numbered afresh by the dialog): nothing to lose.
    const same = defaultProperties().map((p) => ({ ...p, order: p.order + 10 }))
    expect(hasUnsavedChanges(customized(stored[0], { properties: same, sortByEventTimeDesc: true }), stored)).toBe(
      false,
    )
  })
})
