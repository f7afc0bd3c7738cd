import { describe, expect, it } from 'vitest'
import { MemoryCache } from './memory-cache'

interface Row {
  id: string
  title: string
  owner: string
}

const rowOf = (id: string, title = `Статья ${id}`, owner = 'Иванов'): Row => ({ id, title, owner })

/** A loader that counts its reads and answers the current title of each id. */
function database() {
  const titles = new Map<string, string>()
  const loader = {
    reads: 0,
    titles,
    load: async (id: string) => {
      loader.reads++
      return titles.has(id) ? rowOf(id, titles.get(id)) : null
    },
  }
  return loader
}

function listeningCache(capacity = 10, ttlMs = 60_000) {
  const clock = { now: 0 }
  const cache = new MemoryCache<Row>(capacity, ttlMs, () => clock.now)
  cache.setListening(true)
  return { cache, clock }
}

describe('MemoryCache', () => {
  it('reads a value once and serves it from memory until it expires', async () => {
    const db = database()
    db.titles.set('a', 'Первая')
    const { cache, clock } = listeningCache(10, 1000)
    await cache.get('a', db.load)
    await cache.get('a', db.load)
    expect(db.reads).toBe(1)
    clock.now = 1000
    db.titles.set('a', 'Новая')
    expect((await cache.get('a', db.load))?.title).toBe('Новая')
    expect(db.reads).toBe(2)
  })

  it('reads once however many ask for the same value at the same time', async () => {
    const db = database()
    db.titles.set('a', 'Первая')
    const { cache } = listeningCache()
    const rows = await Promise.all([cache.get('a', db.load), cache.get('a', db.load), cache.get('a', db.load)])
    expect(rows.map((r) => r?.title)).toEqual(['Первая', 'Первая', 'Первая'])
    expect(db.reads).toBe(1)
  })

  it('keeps no missing value, so one created later is found', async () => {
    const db = database()
    const { cache } = listeningCache()
    expect(await cache.get('a', db.load)).toBeNull()
    db.titles.set('a', 'Появилась')
    expect((await cache.get('a', db.load))?.title).toBe('Появилась')
  })

  it('drops the least recently read value beyond its capacity', async () => {
    const db = database()
    for (const id of ['a', 'b', 'c']) db.titles.set(id, id)
    const { cache } = listeningCache(2)
    await cache.get('a', db.load)
    await cache.get('b', db.load)
    await cache.get('a', db.load) // a is now the most recent
    await cache.get('c', db.load) // so b goes
    expect(cache.size).toBe(2)
    db.reads = 0
    await cache.get('a', db.load)
    await cache.get('c', db.load)
    expect(db.reads).toBe(0)
    await cache.get('b', db.load)
    expect(db.reads).toBe(1)
  })

  it('forgets one value, those that match or all of them when told of a change', async () => {
    const db = database()
    for (const id of ['a', 'b']) db.titles.set(id, 'старое')
    const { cache } = listeningCache()
    await cache.get('a', db.load)
    await cache.get('b', db.load)
    db.titles.set('a', 'новое')
    db.titles.set('b', 'новое')
    cache.forget('a')
    expect((await cache.get('a', db.load))?.title).toBe('новое')
    expect((await cache.get('b', db.load))?.title).toBe('старое')
    cache.forgetAll()
    expect((await cache.get('b', db.load))?.title).toBe('новое')
    expect((await cache.get('a', db.load))?.title).toBe('новое')
    db.titles.set('a', 'ещё новее')
    cache.forgetWhere((row) => row.owner === 'Петров')
    expect((await cache.get('a', db.load))?.title).toBe('новое')
    cache.forgetWhere((row) => row.owner === 'Иванов')
    expect((await cache.get('a', db.load))?.title).toBe('ещё новее')
  })

  it('does not keep a read that was under way when a change was announced', async () => {
    const { cache } = listeningCache()
    let finish: (row: Row) => void = () => {}
    const slow = () => new Promise<Row | null>((resolve) => (finish = resolve))
    const pending = cache.get('a', slow)
    cache.forget('a')
    finish(rowOf('a', 'прочитано до изменения'))
    await pending
    const db = database()
    db.titles.set('a', 'после изменения')
    expect((await cache.get('a', db.load))?.title).toBe('после изменения')
  })

  it('serves nothing from memory while changes are not heard', async () => {
    const db = database()
    db.titles.set('a', 'Первая')
    const { cache } = listeningCache()
    await cache.get('a', db.load)
    cache.setListening(false)
    await cache.get('a', db.load)
    await cache.get('a', db.load)
    expect(db.reads).toBe(3)
    expect(cache.size).toBe(0)
  })

  it('lets a kept value be updated in place', async () => {
    const db = database()
    db.titles.set('a', 'Первая')
    const { cache } = listeningCache()
    await cache.get('a', db.load)
    const kept = cache.peek('a')
    if (kept) kept.title = 'Обновлена на месте'
    expect((await cache.get('a', db.load))?.title).toBe('Обновлена на месте')
    expect(cache.peek('b')).toBeUndefined()
  })

  it('keeps nothing when its capacity is 0', async () => {
    const db = database()
    db.titles.set('a', 'Первая')
    const cache = new MemoryCache<Row>(0)
    cache.setListening(true)
    await cache.get('a', db.load)
    await cache.get('a', db.load)
    expect(db.reads).toBe(2)
  })
})
