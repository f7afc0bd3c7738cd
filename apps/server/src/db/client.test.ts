import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/harness'
import { connectDatabase, type DatabaseHandle } from './client'

/**
 * pg-pool listens for errors only on idle connections. PostgreSQL ending a connection that is checked out (a
 * transaction between two statements, a migration, a cursor) must not end the process with an unhandled 'error'.
 */
describe('a connection in use that PostgreSQL ends', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let handle: DatabaseHandle
  const reported: string[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    handle = connectDatabase(database.url, { max: 2, onError: (e) => reported.push(e.message) })
  })
  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })

  it('is reported, not thrown, and the pool serves on with a fresh connection', async () => {
    const held = await handle.pool.connect()
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid')
    await handle.pool.query('select pg_terminate_backend($1)', [rows[0].pid])
    for (let i = 0; i < 50 && reported.length === 0; i++) await new Promise((r) => setTimeout(r, 20))
    expect(reported.join('\n')).toMatch(/terminating connection/)
    await expect(held.query('select 1')).rejects.toThrow()
    held.release()
    expect((await handle.pool.query<{ one: number }>('select 1 as one')).rows[0].one).toBe(1)
  })
})
