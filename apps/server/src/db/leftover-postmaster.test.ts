import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeWayForEmbeddedPostgres } from './leftover-postmaster'

const quiet = { info: () => {}, warn: () => {} }

/** The cases that need no PostgreSQL; an orphan really left running is the fault suite's (faults/crash-restart). */
describe('makeWayForEmbeddedPostgres', () => {
  let dir: string
  const pidFile = () => path.join(dir, 'postmaster.pid')
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'psp-leftover-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('has nothing to do without a pid file', async () => {
    await expect(makeWayForEmbeddedPostgres(dir, quiet)).resolves.toBeUndefined()
  })

  it('removes a pid file whose process is gone', async () => {
    await writeFile(pidFile(), `2147483646\n${dir}\n`)
    await makeWayForEmbeddedPostgres(dir, quiet)
    expect(existsSync(pidFile())).toBe(false)
  })

  it('removes a pid file whose number another program has taken since, and leaves that program alone', async () => {
    await writeFile(pidFile(), `${process.pid}\n${dir}\n`)
    await makeWayForEmbeddedPostgres(dir, quiet)
    expect(existsSync(pidFile())).toBe(false)
  })
})
