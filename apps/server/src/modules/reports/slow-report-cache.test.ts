import { describe, expect, it } from 'vitest'
import { REPORT_FRESH_MS, SlowReportCache } from './slow-report-cache'

/** A report of `rows` numbers whose reads and whole counts are counted, with a clock the test moves. */
function world(options: { rows?: number; slowMs?: number; capacity?: number } = {}) {
  let now = 1_000_000
  let events = options.rows ?? 100
  const calls = { pages: 0, counts: 0 }
  const rowsNow = () => Array.from({ length: events }, (_, i) => i)
  const cache = new SlowReportCache<number>(options.capacity ?? 1000, options.slowMs ?? 0, () => now)
  const read = (key: string, offset = 0, limit = 10) =>
    cache.page(
      key,
      { offset, limit },
      async () => {
        calls.pages++
        const rows = rowsNow()
        return { items: rows.slice(offset, offset + limit), total: rows.length }
      },
      async (max) => {
        calls.counts++
        const rows = rowsNow()
        return rows.length > max ? null : rows
      },
    )
  return {
    cache,
    calls,
    read,
    addEvent: () => events++,
    advance: (ms: number) => (now += ms),
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  }
}

describe('the rows of slow reports', () => {
  it('never keeps a quick report: every page is read, so it is always exact', async () => {
    const w = world({ slowMs: 60_000 })
    expect((await w.read('r')).total).toBe(100)
    w.addEvent()
    expect((await w.read('r')).total).toBe(101)
    expect(w.calls).toEqual({ pages: 2, counts: 0 })
  })

  it('counts a slow report whole once, then cuts every page from its rows', async () => {
    const w = world()
    expect((await w.read('r')).items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    await w.settle()
    const pages = await Promise.all([w.read('r', 10), w.read('r', 90), w.read('r', 95, 25)])
    expect(pages.map((p) => p.items[0])).toEqual([10, 90, 95])
    expect(pages[2].items).toHaveLength(5)
    expect(pages.every((p) => p.total === 100)).toBe(true)
    expect(w.calls).toEqual({ pages: 1, counts: 1 })
  })

  it('serves counts at most a minute old, counting again ahead of time for readers who keep asking', async () => {
    const w = world()
    await w.read('r')
    await w.settle()
    w.addEvent()
    expect((await w.read('r')).total).toBe(100) // the kept count, from before the event
    w.advance(30_000)
    expect((await w.read('r')).total).toBe(100) // still kept, while it is counted again in the background
    await w.settle()
    expect(w.calls.counts).toBe(2)
    expect((await w.read('r')).total).toBe(101)
    w.addEvent()
    w.advance(REPORT_FRESH_MS)
    // A minute after the last count started: the reader waits for a new count rather than get an older one.
    expect((await w.read('r')).total).toBe(102)
  })

  it('shares one read among the identical pages asked at once, before the report is known as slow', async () => {
    const w = world()
    await Promise.all([w.read('r'), w.read('r'), w.read('r')])
    expect(w.calls.pages).toBe(1)
  })

  it('reads a report too large to keep page by page, without counting it whole again', async () => {
    const w = world({ rows: 2000, capacity: 1000 })
    await w.read('r')
    await w.settle()
    expect((await w.read('r', 1990)).items).toEqual([1990, 1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999])
    await w.read('r', 10)
    expect(w.calls).toEqual({ pages: 3, counts: 1 })
    expect(w.cache.rowsKept).toBe(0)
  })

  it('keeps at most its capacity of rows, dropping the report read least recently', async () => {
    const w = world({ rows: 400, capacity: 1000 })
    for (const key of ['a', 'b', 'c']) {
      await w.read(key)
      await w.settle()
    }
    expect(w.cache.rowsKept).toBe(800)
    await w.read('b') // b is kept and now read most recently; c stays, a went when c came
    const before = w.calls.counts
    await w.read('c')
    await w.read('a')
    await w.settle()
    expect(w.calls.counts).toBe(before + 1)
  })
})
