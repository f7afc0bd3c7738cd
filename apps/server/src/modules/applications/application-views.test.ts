import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_VIEWS_MAX } from '@psp/contracts'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let alice: ApiClient
let bob: ApiClient

const state = (extra: Record<string, unknown> = {}) => ({
  sortBy: { title: 'number', sortOrder: 'Desc' },
  applicationFilter: {
    subject: { text: 'принтер', contains: true },
    status: 'registered',
    authorPhone: '+7 (912) 345-67-89',
    number: 12,
    createdAt: { from: '2026-01-01', to: '2026-02-01' },
    ...extra,
  },
})
const view = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  statusGroup: 'Actual',
  state: state(),
  ...extra,
})

beforeAll(async () => {
  t = await startTestApp()
  alice = await t.signIn((await buildUser(t.ctx)).email)
  bob = await t.signIn((await buildUser(t.ctx)).email)
})
afterAll(() => t.close())

describe('saved views of the order lists', () => {
  it('creates a view per user, answers views and createdViewId, and keeps it from other users', async () => {
    expect((await alice.get('/api/views')).body).toEqual({ uuid: null, list: [] })
    const created = await alice.post('/api/views', view('  Мои принтеры  '))
    expect(created.status).toBe(200)
    const { createdViewId } = created.body
    expect(created.body).toEqual({
      views: {
        uuid: createdViewId,
        list: [{ uuid: createdViewId, name: 'Мои принтеры', statusGroup: 'Actual', state: state() }],
      },
      createdViewId: expect.any(String),
    })
    expect((await alice.get('/api/views')).body).toEqual(created.body.views)

    // Bob sees none of Alice's views and cannot touch them: her uuid is not found for him.
    expect((await bob.get('/api/views')).body).toEqual({ uuid: null, list: [] })
    const foreign = await bob.put(`/api/views/${createdViewId}`, view('Чужое'))
    expect(foreign.status).toBe(404)
    expect(foreign.body.code).toBe('NotFound')
    const foreignSet = await bob.put('/api/views', { uuid: null, list: [{ uuid: createdViewId, ...view('Чужое') }] })
    expect(foreignSet.status).toBe(404)
    // Bob's own set replace with an empty list deletes nothing of Alice's.
    expect((await bob.put('/api/views', { uuid: null, list: [] })).status).toBe(200)
    const after = (await alice.get('/api/views')).body
    expect(after.list.map((v: { name: string }) => v.name)).toEqual(['Мои принтеры'])
    expect(after.list[0].state).toEqual(state())
  })

  it('updates a view over PUT /views/{uuid} and makes it the chosen one', async () => {
    const first = (await alice.post('/api/views', view('Архив'))).body.createdViewId
    const second = (await alice.post('/api/views', view('Второе'))).body.createdViewId
    expect((await alice.get('/api/views')).body.uuid).toBe(second)
    const changed = {
      name: 'Архив за год',
      statusGroup: 'Archive',
      state: {
        sortBy: { title: 'createdAt', sortOrder: 'Asc' },
        applicationFilter: { authorFio: { text: 'Иван', contains: false } },
      },
    }
    const updated = await alice.put(`/api/views/${first}`, changed)
    expect(updated.status).toBe(200)
    expect(updated.body.uuid).toBe(first)
    expect(updated.body.list.find((v: { uuid: string }) => v.uuid === first)).toEqual({ uuid: first, ...changed })
    expect((await alice.get('/api/views')).body).toEqual(updated.body)
    // Keeping its own name is fine; taking another view's name (whatever the case) is refused.
    expect((await alice.put(`/api/views/${first}`, changed)).status).toBe(200)
    const taken = await alice.put(`/api/views/${first}`, { ...changed, name: 'второе' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: 'FailedToUpdateView', reason: 'ApplicationViewRenameTaken' })
    expect((await alice.put(`/api/views/${randomUUID()}`, changed)).status).toBe(404)
    expect((await alice.put('/api/views/not-a-uuid', changed)).status).toBe(400)
  })

  it('saves the complete set over PUT /views: renames, deletes the views left out, records the chosen one', async () => {
    const { list } = (await alice.get('/api/views')).body
    const [keep, , drop] = list
    const saved = await alice.put('/api/views', {
      uuid: keep.uuid,
      list: [{ ...keep, name: 'Переименованное' }, list[1]],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.uuid).toBe(keep.uuid)
    expect(saved.body.list.map((v: { name: string }) => v.name)).toEqual(['Переименованное', list[1].name])
    expect(saved.body.list.some((v: { uuid: string }) => v.uuid === drop.uuid)).toBe(false)
    expect((await alice.get('/api/views')).body).toEqual(saved.body)
    // Choosing none keeps the views.
    const none = await alice.put('/api/views', { uuid: null, list: saved.body.list })
    expect(none.body).toEqual({ uuid: null, list: saved.body.list })

    const bad = [
      { uuid: randomUUID(), list: saved.body.list },
      { uuid: null, list: [saved.body.list[0], saved.body.list[0]] },
      { uuid: null, list: [saved.body.list[0], { ...saved.body.list[1], name: 'ПЕРЕИМЕНОВАННОЕ' }] },
      { uuid: null, list: [{ ...saved.body.list[0], name: '' }] },
      { uuid: null },
    ]
    for (const body of bad)
      expect((await alice.put('/api/views', body)).status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
    expect((await alice.put('/api/views', bad[2])).body.code).toBe('FailedToUpdateView')
    expect((await alice.get('/api/views')).body.list).toEqual(saved.body.list)
  })

  it('refuses bad names, bad table states and a taken name, in Russian', async () => {
    const taken = await alice.post('/api/views', view('переименованное'))
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ code: 'FailedToCreateView', reason: 'ApplicationViewNameTaken' })
    expect(taken.body.message).toBe('Представление с таким названием уже есть')
    for (const bad of [
      view(''),
      view('   '),
      view('x'.repeat(101)),
      view('Неизвестный список', { statusGroup: 'Deleted' }),
      view('Неизвестная сортировка', { state: { sortBy: { title: 'password', sortOrder: 'Asc' } } }),
      view('Неизвестный фильтр', { state: state({ password: 'x' }) }),
      view('Плохая дата', { state: state({ createdAt: { from: '31.12.2026' } }) }),
      view('Плохой текст', { state: state({ subject: { text: 'x'.repeat(301), contains: true } }) }),
    ]) {
      const answer = await alice.post('/api/views', bad)
      expect(answer.status, bad.name).toBe(400)
      expect(answer.body.code).toBe('GeneralError')
    }
    const empty = await alice.post('/api/views', view(''))
    expect(JSON.stringify(empty.body)).toContain('Обязательное поле')
  })

  it('keeps at most the limit of views per user', async () => {
    const carol = await t.signIn((await buildUser(t.ctx)).email)
    for (let i = 0; i < APPLICATION_VIEWS_MAX; i++) {
      expect((await carol.post('/api/views', view(`Представление ${i}`))).status).toBe(200)
    }
    const over = await carol.post('/api/views', view('Лишнее'))
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ code: 'FailedToCreateView', reason: 'ApplicationViewsLimit' })
    // Another user's limit is their own.
    expect((await bob.post('/api/views', view('Лишнее'))).status).toBe(200)
  })

  it('answers 401 without a session', async () => {
    const anonymous = t.client()
    expect((await anonymous.get('/api/views')).status).toBe(401)
    expect((await anonymous.post('/api/views', view('Аноним'))).status).toBe(401)
  })
})
