import type { UserDataChangeStatus } from '@psp/contracts'
import { executorOf, type DbTarget } from '../../db/executor'
import { insertUserDataChange } from './user-data-changes.repository'

export interface UserDataChangeRecord {
  userId: string
  status: UserDataChangeStatus
  /** What changed, in Russian, as the user reads it: «Телефон: +7 (916) 000-00-00 → +7 (916) 111-11-11». */
  changes: string
  /** Who made the change, when not the user themself. */
  changedBy?: string | null
}

/**
 * Records a change of a user's data. Pass the transaction that makes the change, so the record exists exactly when
 * the change does.
 */
export async function recordUserDataChange(target: DbTarget, record: UserDataChangeRecord): Promise<void> {
  await insertUserDataChange(executorOf(target), {
    userId: record.userId,
    status: record.status,
    changes: record.changes,
    changedBy: record.changedBy ?? null,
  })
}

const DASH = '—'
/** «Телефон: старое → новое», with a dash for a missing value. */
export const describeChange = (field: string, from: string | null | undefined, to: string | null | undefined) =>
  `${field}: ${from || DASH} → ${to || DASH}`
