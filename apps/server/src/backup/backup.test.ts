import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../test/api-client'
import { fileApplication } from '../../test/application-factories'
import { buildUser } from '../../test/factories'
import { createTestDatabase } from '../../test/harness'
import { buildPlace } from '../../test/kb-factories'
import { runNode } from '../../test/run-node'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { connectDatabase, type DatabaseHandle } from '../db/client'
import { applications, files, users } from '../db/schema/index'
import { removeFile, storeFile } from '../modules/files/files.service'
import { ManualClock } from '../platform/clock'
import { LocalFileStorage } from '../platform/storage/local-storage'
import { createAppContext } from '../app-context'

/*
 * `npm run cli -- backup FILE` and `restore FILE`, as the operator runs them, against a portal on a real port: the
 * backup is taken while the portal serves, the restore refuses while it is up and brings everything back once it
 * is stopped.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>
let dataDir: string
let env: Record<string, string>

/** The portal as main.ts builds it, on the test's database, with its files under DATA_DIR/files as configured. */
async function startPortal() {
  const config = loadConfig(env)
  const handle: DatabaseHandle = connectDatabase(database.url, { max: 5 })
  const ctx = createAppContext({
    config,
    db: handle.db,
    storage: new LocalFileStorage(path.join(dataDir, 'files')),
    clock: new ManualClock(),
  })
  const app: FastifyInstance = await buildApp(ctx)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    ctx,
    url,
    stop: async () => {
      await app.close()
      await handle.close()
    },
  }
}

const cli = (...args: string[]) => runNode('src/cli.ts', args, { env })

beforeAll(async () => {
  database = await createTestDatabase()
  dataDir = await mkdtemp(path.join(tmpdir(), 'psp-backup-'))
  env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: database.url }
})
afterAll(async () => {
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

// Each CLI run starts a Node process with tsx: slow on a busy machine.
describe('npm run cli -- backup / restore', { timeout: 120_000 }, () => {
  it('brings back the data and the stored files as they were at the backup', async () => {
    const portal = await startPortal()
    const user = await buildUser(portal.ctx)
    const client = new ApiClient(portal.url)
    await client.login(user.email)
    const place = await buildPlace(portal.ctx)
    const kept = await fileApplication(client, place, 'Заявка из копии')
    const scan = Buffer.from('%PDF-1.4 скан заявления')
    const stored = await storeFile(portal.ctx, {
      name: 'скан.pdf',
      body: scan,
      mimeType: 'application/pdf',
      kind: 'test-scans',
      ownerUserId: user.id,
    })
    const archive = path.join(dataDir, 'backup.tar.gz')

    // Taken while the portal serves.
    const backup = await cli('backup', archive)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect((await stat(archive)).size).toBeGreaterThan(0)

    // A bad day after the backup: a change, a deleted file, a new application.
    const { db } = portal.ctx
    await db.update(users).set({ surname: 'Измененный' }).where(eq(users.id, user.id))
    await removeFile(portal.ctx, stored.id)
    const later = await fileApplication(client, place, 'Заявка после копии')

    const refused = await cli('restore', archive)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/К базе подключены другие сеансы .*Остановите портал/)
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0].surname).toBe('Измененный')

    await portal.stop()
    const restore = await cli('restore', archive)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)

    const again = await startPortal()
    try {
      const restored = again.ctx.db
      expect((await restored.select().from(users).where(eq(users.id, user.id)))[0].surname).toBe(user.surname)
      const [file] = await restored.select().from(files).where(eq(files.id, stored.id))
      expect(file?.storageKey).toBe(stored.storageKey)
      expect(await readFile(path.join(dataDir, 'files', stored.storageKey))).toEqual(scan)
      const ids = (await restored.select({ id: applications.id }).from(applications)).map((a) => a.id)
      expect(ids).toEqual([kept.id])

      // Served over HTTP again, and the application numbers go on from the backup's, as its sequence was kept.
      const back = new ApiClient(again.url)
      await back.login(user.email)
      expect((await back.get(`/api/applications/${kept.id}`)).body).toMatchObject({ subject: 'Заявка из копии' })
      const next = await fileApplication(back, place, 'Заявка после восстановления')
      expect(next.number).toBe(later.number)
    } finally {
      await again.stop()
    }
  })

  it('says what is wrong with a file that is not a backup', async () => {
    const notABackup = path.join(dataDir, 'not-a-backup.tar.gz')
    const missing = await cli('restore', notABackup)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain(`Нет файла ${notABackup}`)

    await writeFile(notABackup, 'это не архив\n'.repeat(100))
    const wrong = await cli('restore', notABackup)
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/не похож на резервную копию портала/)
  })
})
