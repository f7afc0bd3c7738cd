import { describe, expect, it } from 'vitest'
import { helpfulnessCell, propertyColumns, reportColumns } from './report-columns'
import { reportPropertyTitles, type ArticleStatRow } from './reports'

const row: ArticleStatRow = {
  id: 1,
  userFio: 'Иванов Иван',
  organizationName: null,
  organizationUserRole: null,
  loginSystem: 'ЕСИА',
  articleTitle: 'Статья',
  isApplicationCreate: true,
  externalUserFlag: 'External',
  isTechSupportEmployee: false,
  tags: [],
  tagFromArticle: null,
  tagsFromAisEcpe: null,
  eventDateTime: '2026-01-05T06:30:00.000Z',
  eventType: 'OpenArticle',
  unseenUpdate: false,
}

describe('report columns', () => {
  it('give a user view its enabled properties in their order', () => {
    const properties = reportPropertyTitles.map((title, i) => ({
      title,
      enabled: title === 'eventType' || title === 'userFio',
      order: 20 - i,
    }))
    expect(propertyColumns(properties).map((c) => c.header)).toEqual(['Тип события', 'ФИО пользователя'])
  })

  it('write empty values as a dash and a moment as a moment, for each side to format', () => {
    const all = propertyColumns(reportPropertyTitles.map((title, order) => ({ title, enabled: true, order })))
    const cells = Object.fromEntries(all.map((c) => [c.header, c.cell(row)]))
    expect(cells['Организация']).toBe('—')
    expect(cells['Теги статьи']).toBe('—')
    expect(cells['Создана заявка']).toBe('Да')
    expect(cells['Дата и время события']).toEqual({ moment: '2026-01-05T06:30:00.000Z' })
  })

  it("give a fixed report its own columns whatever the view's properties", () => {
    expect(reportColumns('ClicksOnTagReport', []).map((c) => c.header)).toEqual([
      'Тег в информационной системе',
      'Количество переходов',
    ])
  })

  it('write helpfulness as the share of «Да» with both counts, and a dash without answers', () => {
    expect(reportColumns('ClicksOnArticleBySystemReport', []).at(-1)).toMatchObject({
      header: 'Полезность',
      description: expect.stringContaining('Доля ответов «Да»'),
    })
    expect(helpfulnessCell({ helpfulYes: 2, helpfulNo: 1 })).toBe('67% (Да: 2, Нет: 1)')
    expect(helpfulnessCell({ helpfulYes: 0, helpfulNo: 0 })).toBe('—')
  })
})
