import { performance } from 'node:perf_hooks'

/** The reports promise counts at most a minute old: kept rows are served this long after their count started. */
export const REPORT_FRESH_MS = 60_000
/** A report still asked for this long after its count is counted again in the background, so readers never wait. */
const RECOUNT_AFTER_MS = 30_000
/** How long a report stays known as slow, or as too large to keep, before it is timed again. */
const KNOWN_FOR_MS = 10 * 60_000
/** The reports known as slow: periods come from the users, so the oldest are forgotten past this many. */
const KNOWN_MAX = 1000

export interface ReportSlice<R> {
  items: R[]
  total: number
}

interface Kept<R> {
  rows: R[]
  /** When the count started (the portal's clock): the rows hold every event before it. */
  countedAt: number
}

interface Known {
  at: number
  tooLarge: boolean
}

/**
 * The whole rows of the reports that are slow to count, kept in memory for up to a minute (ADR 0022).
 *
 * A year of every organization's groups takes more than a second to add up, and an Admin reading it asks page after
 * page, then the spreadsheet. Quick reports are never kept, so they are always exact. A report whose page took longer
 * than `slowMs` becomes known as slow: from then on its rows are counted whole, once however many ask, and every page
 * is cut from them while they are fresh. Identical page reads in flight are shared too, so a burst of readers before
 * the report is known never counts it more than once.
 */
export class SlowReportCache<R> {
  private readonly kept = new Map<string, Kept<R>>()
  private readonly counting = new Map<string, Promise<Kept<R> | null>>()
  private readonly reading = new Map<string, Promise<ReportSlice<R>>>()
  private readonly known = new Map<string, Known>()
  private keptRows = 0

  constructor(
    /** The rows kept in all (0: nothing is kept); a report with more is read page by page. */
    private readonly capacityRows: number,
    private readonly slowMs: number,
    private readonly now: () => number,
  ) {}

  /**
   * One page of the report `key`. `readPage` reads the page alone; `countAll(max)` counts the whole report in its
   * order, or answers null when it holds more than `max` rows.
   */
  async page(
    key: string,
    page: { offset: number; limit: number },
    readPage: () => Promise<ReportSlice<R>>,
    countAll: (max: number) => Promise<R[] | null>,
  ): Promise<ReportSlice<R>> {
    if (this.capacityRows === 0) return readPage()
    const now = this.now()
    const kept = this.fresh(key, now)
    if (kept) {
      if (now - kept.countedAt >= RECOUNT_AFTER_MS && !this.counting.has(key)) void this.count(key, countAll)
      return cut(kept.rows, page)
    }
    const known = this.knownOf(key, now)
    if (this.counting.has(key) || (known && !known.tooLarge)) {
      const counted = await this.count(key, countAll)
      if (counted) return cut(counted.rows, page)
    }
    return this.timedRead(`${key}|${page.offset}|${page.limit}`, key, readPage, countAll)
  }

  private async timedRead(
    readKey: string,
    key: string,
    readPage: () => Promise<ReportSlice<R>>,
    countAll: (max: number) => Promise<R[] | null>,
  ): Promise<ReportSlice<R>> {
    const pending = this.reading.get(readKey)
    if (pending) return pending
    const started = performance.now()
    const read = readPage().finally(() => this.reading.delete(readKey))
    this.reading.set(readKey, read)
    const slice = await read
    if (performance.now() - started >= this.slowMs && !this.knownOf(key, this.now())) {
      this.remember(key, { at: this.now(), tooLarge: false })
      void this.count(key, countAll)
    }
    return slice
  }

  /** Counts the report whole, once however many ask; keeps it unless it is too large. Null when not kept. */
  private count(key: string, countAll: (max: number) => Promise<R[] | null>): Promise<Kept<R> | null> {
    const pending = this.counting.get(key)
    if (pending) return pending
    const countedAt = this.now()
    const counting = countAll(this.capacityRows)
      .then((rows) => {
        if (!rows) {
          this.remember(key, { at: countedAt, tooLarge: true })
          return null
        }
        const counted = { rows, countedAt }
        this.keep(key, counted)
        return counted
      })
      // A failed count is not kept: the page is read alone, and its error, if any, reaches the reader.
      .catch(() => null)
      .finally(() => this.counting.delete(key))
    this.counting.set(key, counting)
    return counting
  }

  private fresh(key: string, now: number): Kept<R> | undefined {
    const kept = this.kept.get(key)
    if (!kept) return undefined
    if (now - kept.countedAt >= REPORT_FRESH_MS) {
      this.drop(key)
      return undefined
    }
    // Re-inserting keeps the Map in least-recently-used order, the oldest first.
    this.kept.delete(key)
    this.kept.set(key, kept)
    return kept
  }

  private keep(key: string, counted: Kept<R>) {
    this.drop(key)
    this.kept.set(key, counted)
    this.keptRows += counted.rows.length
    for (const oldest of this.kept.keys()) {
      if (this.keptRows <= this.capacityRows) break
      this.drop(oldest)
    }
  }

  private drop(key: string) {
    const kept = this.kept.get(key)
    if (!kept) return
    this.keptRows -= kept.rows.length
    this.kept.delete(key)
  }

  private knownOf(key: string, now: number): Known | undefined {
    const known = this.known.get(key)
    if (known && now - known.at >= KNOWN_FOR_MS) {
      this.known.delete(key)
      return undefined
    }
    return known
  }

  private remember(key: string, known: Known) {
    this.known.delete(key)
    this.known.set(key, known)
    if (this.known.size > KNOWN_MAX) this.known.delete(this.known.keys().next().value as string)
  }

  get rowsKept() {
    return this.keptRows
  }
}

const cut = <R>(rows: R[], page: { offset: number; limit: number }): ReportSlice<R> => ({
  items: rows.slice(page.offset, page.offset + page.limit),
  total: rows.length,
})
