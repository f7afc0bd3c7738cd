import type { StatusGroup } from '@psp/contracts'
import type { Database } from '../../db/client'
import { wholeListQuery, type ListRequest, type ListScope } from './applications.repository'

/** A row of the export (`number` is a bigint, read as text; the dates are milliseconds since the epoch). */
export interface ExportRow {
  number: string
  subject: string
  status: string
  systemName: string
  serviceName: string
  applicationType: string
  authorFio: string
  authorPhone: string | null
  organizationName: string | null
  createdAt: number
  updatedAt: number
}

/** The cursor answers arrays in the order of `wholeListQuery`'s columns: an object literal per row is the cheapest. */
const rowOf = (v: unknown[]) =>
  ({
    number: v[0],
    subject: v[1],
    status: v[2],
    systemName: v[3],
    serviceName: v[4],
    applicationType: v[5],
    authorFio: v[6],
    authorPhone: v[7],
    organizationName: v[8],
    createdAt: v[9],
    updatedAt: v[10],
  }) as ExportRow

const BATCH = 2000
/** The first batch is small: the answer starts (and its first byte leaves) as soon as PostgreSQL has a few rows. */
const FIRST_BATCH = 200

/**
 * Every row of a list, read through a server-side cursor in one read-only transaction: PostgreSQL sorts once and
 * hands the rows over a batch at a time, so neither side holds the whole list (no deep OFFSET, no keyset per sort
 * column). Stopping the iteration early (a failure, a client gone) ends the transaction and frees the connection.
 */
export async function* streamWholeList(
  db: Database,
  scope: ListScope,
  group: StatusGroup,
  request: ListRequest,
  max: number,
): AsyncGenerator<ExportRow[]> {
  const statement = wholeListQuery(db, scope, group, request)
  const client = await db.$client.connect()
  let done = false
  try {
    await client.query('begin transaction isolation level repeatable read read only')
    await client.query({ text: `declare whole_list no scroll cursor for ${statement.sql}`, values: statement.params })
    let read = 0
    while (read < max) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${Math.min(read === 0 ? FIRST_BATCH : BATCH, max - read)} from whole_list`,
        rowMode: 'array',
      })
      if (rows.length === 0) break
      read += rows.length
      yield rows.map(rowOf)
    }
    await client.query('commit')
    done = true
  } finally {
    if (!done) await client.query('rollback').catch(() => undefined)
    client.release()
  }
}
