import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_PATTERNS_MAX, reportPropertyTitles } from '@psp/contracts'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let alice: ApiClient
let bob: ApiClient

const properties = reportPropertyTitles.map((title, order) => ({ title, enabled: order < 5, order }))
const view = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  properties,
  chosenAsDefault: false,
  sortByEventTimeDesc: true,
  ...extra,
})

beforeAll(async () => {
  t = await startTestApp()
  const org = await buildOrganization(t.ctx)
  const a = await buildUser(t.ctx)
  await addMember(t.ctx, org.id, a.id, { role: 'Admin', isDefault: true })
  alice = await t.signIn(a.email)
  bob = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
})
afterAll(() => t.close())

describe('saved report views', () => {
  it('creates views per user and answers them with the default fixed report', async () => {
    expect((await alice.get('/api/articles/report/patterns')).body).toEqual({
      patterns: [],
      defaultFixedReport: 'None',
    })
    const created = await alice.post('/api/articles/report/patterns', view('Мой отчет', { chosenAsDefault: true }))
    expect(created.status).toBe(200)
    expect(created.body).toEqual({
      patterns: [
        {
          id: created.body.createdPatternId,
          name: 'Мой отчет',
          properties,
          chosenAsDefault: true,
          sortByEventTimeDesc: true,
          fixedType: null,
        },
      ],
      defaultFixedReport: 'None',
      createdPatternId: expect.any(Number),
    })
    // Views belong to their author alone.
    expect((await bob.get('/api/articles/report/patterns')).body.patterns).toEqual([])
    const foreign = await bob.put(`/api/articles/report/patterns/${created.body.createdPatternId}`, view('Чужой'))
    expect(foreign.status).toBe(404)
    const foreignSet = await bob.put('/api/articles/report/patterns', {
      patterns: [{ id: created.body.createdPatternId, ...view('Чужой') }],
      defaultFixedReport: 'None',
    })
    expect(foreignSet.status).toBe(404)
    expect((await alice.get('/api/articles/report/patterns')).body.patterns[0].name).toBe('Мой отчет')
  })

  it('refuses a fixed report name, a taken name, and a bad view', async () => {
    const fixed = await alice.post('/api/articles/report/patterns', view('Переходы по тегам'))
    expect(fixed.status).toBe(400)
    expect(fixed.body.code).toBe('GeneralError')
    const taken = await alice.post('/api/articles/report/patterns', view('мой ОТЧЕТ'))
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: 'FailedToCreateView', reason: 'ReportNameTaken' })
    for (const bad of [
      view(''),
      view('x'.repeat(101)),
      view('Без свойств', { properties: [] }),
      view('Повтор', { properties: properties.map((p) => ({ ...p, title: 'userFio' })) }),
      view('Чужое свойство', { properties: [...properties.slice(1), { title: 'password', enabled: true, order: 1 }] }),
    ]) {
      expect((await alice.post('/api/articles/report/patterns', bad)).status, bad.name).toBe(400)
    }
  })

  it('saves over a view and replaces the complete set with one default', async () => {
    const second = await alice.post('/api/articles/report/patterns', view('Второй'))
    const id = second.body.createdPatternId
    const over = await alice.put(`/api/articles/report/patterns/${id}`, view('Второй', { sortByEventTimeDesc: false }))
    expect(over.status).toBe(200)
    expect(over.body.patterns.find((p: { id: number }) => p.id === id).sortByEventTimeDesc).toBe(false)

    const [first] = over.body.patterns
    // Rename the first, make the second the default, then drop the first.
    const renamed = await alice.put('/api/articles/report/patterns', {
      patterns: [
        { ...first, name: 'Переименованный', chosenAsDefault: false },
        { ...view('Второй'), id, chosenAsDefault: true },
      ].map(({ fixedType: _, ...p }: Record<string, unknown>) => p),
      defaultFixedReport: 'None',
    })
    expect(renamed.status).toBe(200)
    expect(
      renamed.body.patterns.map((p: { name: string; chosenAsDefault: boolean }) => [p.name, p.chosenAsDefault]),
    ).toEqual([
      ['Переименованный', false],
      ['Второй', true],
    ])
    const dropped = await alice.put('/api/articles/report/patterns', {
      patterns: [{ ...view('Второй'), id }],
      defaultFixedReport: 'ClicksOnTagReport',
    })
    expect(dropped.body).toEqual({
      patterns: [expect.objectContaining({ id, chosenAsDefault: false })],
      defaultFixedReport: 'ClicksOnTagReport',
    })
    const twoDefaults = await alice.put('/api/articles/report/patterns', {
      patterns: [{ ...view('Второй', { chosenAsDefault: true }), id }],
      defaultFixedReport: 'ClicksOnTagReport',
    })
    expect(twoDefaults.status).toBe(400)
  })

  it(`keeps at most ${REPORT_PATTERNS_MAX} views`, async () => {
    const have = (await alice.get('/api/articles/report/patterns')).body.patterns.length
    for (let i = have; i < REPORT_PATTERNS_MAX; i++) {
      expect((await alice.post('/api/articles/report/patterns', view(`Отчет ${i}`))).status).toBe(200)
    }
    const over = await alice.post('/api/articles/report/patterns', view('Лишний'))
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ code: 'FailedToCreateView', reason: 'ReportPatternsLimit' })
  })
})
