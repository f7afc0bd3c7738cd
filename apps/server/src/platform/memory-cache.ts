import type { Config } from '../config'
import type { ChangeFeed } from './change-feed'
import type { AppMetrics } from './metrics/app-metrics'

/** How long a cached value is served before it is read again: a backstop, as changes are announced at once. */
export const MEMORY_CACHE_TTL_MS = 60_000

type Load<V> = (key: string) => Promise<V | null>

/**
 * Values read from the database, kept in memory for the hottest reads, least recently used dropped first.
 *
 * Correctness rests on a change feed: whatever changes a value is announced (by database triggers, whoever writes),
 * and the cache forgets it. While the feed is not listening, nothing is served from memory. A read that started
 * before a change is not kept (the generation check), so a change is never overwritten by the older copy. Absent
 * values are not kept either, so something created later is found at once.
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, { value: V; loadedAt: number }>()
  private readonly loading = new Map<string, Promise<V | null>>()
  private generation = 0
  private listening = false
  /** Told of every lookup: a hit was answered without a new read of the database (from memory, or joining one). */
  countLookup: (hit: boolean) => void = () => {}

  constructor(
    private readonly capacity: number,
    private readonly ttlMs = MEMORY_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value, from memory when it is there and fresh, else from `load` (one read however many ask at once). */
  get(key: string, load: Load<V>): Promise<V | null> {
    if (!this.listening || this.capacity === 0) {
      this.countLookup(false)
      return load(key)
    }
    const entry = this.entries.get(key)
    if (entry && this.now() - entry.loadedAt < this.ttlMs) {
      this.countLookup(true)
      // Re-inserting keeps the Map in least-recently-used order, the oldest first.
      this.entries.delete(key)
      this.entries.set(key, entry)
      return Promise.resolve(entry.value)
    }
    const pending = this.loading.get(key)
    this.countLookup(Boolean(pending))
    if (pending) return pending
    const generation = this.generation
    const read = load(key)
      .then((value) => {
        if (value !== null && generation === this.generation && this.listening) this.keep(key, value)
        return value
      })
      .finally(() => {
        if (this.loading.get(key) === read) this.loading.delete(key)
      })
    this.loading.set(key, read)
    return read
  }

  /** The value kept in memory, if any, for updating it in place. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value
  }

  /** Forgets one value, and any read of it still in flight. */
  forget(key: string) {
    this.generation++
    this.entries.delete(key)
    this.loading.delete(key)
  }

  /** Forgets the values that match. */
  forgetWhere(matches: (value: V) => boolean) {
    this.generation++
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key)
    this.loading.clear()
  }

  forgetAll() {
    this.generation++
    this.entries.clear()
    this.loading.clear()
  }

  /** Serves from memory only while changes are heard; starting or stopping starts over. */
  setListening(listening: boolean) {
    this.forgetAll()
    this.listening = listening
  }

  get size() {
    return this.entries.size
  }

  /** Keeps the cache true to `channel` of `feed`: `onChange` forgets what a notification names. */
  follow(feed: ChangeFeed, channel: string, onChange: (payload: string) => void) {
    if (this.capacity === 0) return
    feed.subscribe(channel, {
      onChange,
      onListening: () => this.setListening(true),
      onLost: () => this.setListening(false),
    })
  }

  private keep(key: string, value: V) {
    this.entries.delete(key)
    this.entries.set(key, { value, loadedAt: this.now() })
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string)
  }
}

/** The parts a cache following the change feed is built from (app-context.ts passes its own). */
export interface CacheParts {
  config: Config
  feed: ChangeFeed
  metrics: Pick<AppMetrics, 'cacheHits' | 'cacheMisses'>
}

/**
 * A cache following `channel` of the change feed: `onChange` forgets what a notification names. Declared where its
 * values belong, built once by `createAppContext`, so each running app (tests run several) has its own.
 */
export function followingCache<V>(options: {
  /** The cache's label in /metrics (psp_cache_hits_total, psp_cache_misses_total); unnamed caches are not counted. */
  metricsName?: string
  capacity: (config: Config) => number
  channel: string
  onChange: (cache: MemoryCache<V>, payload: string) => void
}): (parts: CacheParts) => MemoryCache<V> {
  return ({ config, feed, metrics }) => {
    const cache = new MemoryCache<V>(options.capacity(config))
    const name = options.metricsName
    if (name) cache.countLookup = (hit) => (hit ? metrics.cacheHits : metrics.cacheMisses).inc({ cache: name })
    cache.follow(feed, options.channel, (payload) => options.onChange(cache, payload))
    return cache
  }
}
