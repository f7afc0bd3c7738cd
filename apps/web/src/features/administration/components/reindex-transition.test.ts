import { describe, expect, it } from 'vitest'
import { reindexTransition } from './reindex-transition'

const idle = { indexing: false, lastIndexing: '2026-11-01T10:00:00.000Z' }

describe('reindexTransition (SPEC §4 Search reindex)', () => {
  it('start sets indexing to true at once and keeps lastIndexing', () => {
    expect(reindexTransition(idle, { type: 'start' })).toEqual({ ...idle, indexing: true })
    expect(reindexTransition(undefined, { type: 'start' })).toEqual({ indexing: true, lastIndexing: null })
  })

  it('success takes indexing from the response', () => {
    const running = reindexTransition(idle, { type: 'start' })
    expect(reindexTransition(running, { type: 'success', response: { ...idle, indexing: true } }).indexing).toBe(true)
    const finished = { indexing: false, lastIndexing: '2026-11-22T15:00:00.000Z' }
    expect(reindexTransition(running, { type: 'success', response: finished })).toEqual(finished)
  })

  it('failure sets indexing to false', () => {
    const running = reindexTransition(idle, { type: 'start' })
    expect(reindexTransition(running, { type: 'failure' })).toMatchObject({
      indexing: false,
      lastIndexing: idle.lastIndexing,
    })
  })
})
