import type { Database } from './client'

/** A transaction handle as drizzle passes it to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Where a write may go: the pool, or an open transaction so the write commits (or not) with its cause. */
export type DbExecutor = Database | Transaction

/** `ctx` or a transaction: functions that write on behalf of a cause take either. */
export type DbTarget = { db: DbExecutor } | DbExecutor

export const executorOf = (target: DbTarget): DbExecutor => ('select' in target ? target : target.db)
