import type { ReindexState } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { authorize } from '../../policies/authorize'
import { indexNextBatch } from './search-index'
import * as repo from './reindex.repository'
import { recordAudit } from '../audit-log/record-audit'

const BATCH_SIZE = 500

type Logger = { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void }

const running = new Set<Promise<void>>()

/** Background rebuilds started by this process, so shutdown can wait for them. */
export async function waitForReindexJobs() {
  await Promise.allSettled([...running])
}

function present(row: repo.IndexStateRow | null): ReindexState {
  return {
    indexing: row?.indexing ?? false,
    lastIndexing: row?.lastIndexing?.toISOString() ?? null,
    progress: row?.indexing ? { done: row.processed, total: row.total } : null,
  }
}

export async function getReindexState(ctx: AppContext, actor: Actor): Promise<ReindexState> {
  authorize(actor, 'search.reindex')
  return present(await repo.readState(ctx.db))
}

/**
 * Starts rebuilding every article's search document and the typo vocabulary in the background, unless a rebuild
 * already runs on any instance; either way answers the current state at once.
 */
export async function startReindex(ctx: AppContext, actor: Actor, log: Logger): Promise<ReindexState> {
  authorize(actor, 'search.reindex')
  const claimed = await repo.claimReindex(ctx.db, ctx.clock.now())
  if (!claimed) return present(await repo.readState(ctx.db))
  await recordAudit(ctx, ctx.db, actor, { action: 'search.reindex.started' })
  const job = rebuild(ctx, claimed.startedAt!, log).finally(() => running.delete(job))
  running.add(job)
  return present(claimed)
}

/** Runs a whole rebuild in the calling process (the CLI's `reindex`); false when another one is running. */
export async function reindexNow(ctx: AppContext, log: Logger) {
  const claimed = await repo.claimReindex(ctx.db, ctx.clock.now())
  if (!claimed) return false
  await rebuild(ctx, claimed.startedAt!, log)
  return true
}

async function rebuild(ctx: AppContext, startedAt: Date, log: Logger) {
  let succeeded = false
  try {
    await repo.clearVocabulary(ctx.db)
    let afterId: string | null = null
    let processed = 0
    for (;;) {
      const batch = await indexNextBatch(ctx.db, afterId, BATCH_SIZE)
      if (batch.lastId === null) break
      afterId = batch.lastId
      processed += batch.count
      if (!(await repo.reportProgress(ctx.db, startedAt, processed, ctx.clock.now()))) {
        log.info({ processed }, 'search reindex taken over by another instance')
        return
      }
    }
    succeeded = true
    log.info({ processed }, 'search reindex finished')
  } catch (error) {
    log.error({ err: error }, 'search reindex failed')
  } finally {
    await repo.finishReindex(ctx.db, startedAt, ctx.clock.now(), succeeded).catch((error: unknown) => {
      log.error({ err: error }, 'search reindex state was not saved')
    })
  }
}
