import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'
import { buildUser } from '../../test/factories'
import { freePort } from '../../test/free-port'
import { runNode } from '../../test/run-node'
import { users } from '../db/schema/index'
import { hashPassword } from '../platform/passwords'
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemo } from './demo'
import { demoAccountsWithDemoPassword } from './demo-guard'

// In production the server refuses to start while anyone who read the README could sign in as a demo account.

let t: TestApp
let dataDir: string
beforeAll(async () => {
  t = await startTestApp()
  dataDir = await mkdtemp(path.join(tmpdir(), 'psp-guard-'))
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('demo accounts with the demo password', () => {
  // The whole demo seed (its knowledge base too) takes a while on a busy machine.
  it(
    'are every demo account the seed creates, and none once their passwords changed',
    { timeout: 120_000 },
    async () => {
      const database = await startTestApp()
      try {
        await seedDemo(database.ctx)
        expect(await demoAccountsWithDemoPassword(database.ctx)).toEqual([...DEMO_EMAILS].sort())
        await database.ctx.db.update(users).set({ passwordHash: await hashPassword('Changed-After-Deploy-1') })
        expect(await demoAccountsWithDemoPassword(database.ctx)).toEqual([])
      } finally {
        await database.close()
      }
    },
  )

  it('stop the server from starting in production, which starts once they are gone', { timeout: 120_000 }, async () => {
    const admin = await buildUser(t.ctx, {
      email: 'Admin@Example.com',
      role: 'Admin',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    const start = async () =>
      runNode('src/main.ts', [], {
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: t.databaseUrl,
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
        },
        until: (output) => output.includes('Server listening'),
      })
    const refused = await start()
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('Refusing to start in production')
    expect(refused.stderr).toContain('Admin@Example.com')
    expect(refused.stdout).not.toContain('Server listening')

    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed-After-Deploy-1') })
      .where(eq(users.id, admin.id))
    const started = await start()
    expect(started.stdout).toContain('Server listening')
    expect(started.stderr).not.toContain('Refusing')
  })
})
