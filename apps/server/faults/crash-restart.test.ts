import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../test/api-client'
import { freePort } from '../test/free-port'
import {
  faultDataDir,
  isAlive,
  postmasterPid,
  ServerProcess,
  serverSettings,
  removeFaultDataDir,
  type ServerSettings,
} from './server-process'

/**
 * After `kill -9` of the server its embedded PostgreSQL runs on with no parent, holding the data directory and the
 * port. The next start must get past it; a start that cannot go on must say what failed and what to do.
 */
describe('starting again after the server was killed', () => {
  let settings: ServerSettings
  /** The server that runs after the restart. */
  let restarted: ServerProcess
  const started: ServerProcess[] = []
  const start = (env: Record<string, string> = {}, over: Partial<ServerSettings> = {}) => {
    const server = new ServerProcess({ ...settings, ...over }, env)
    started.push(server)
    return server
  }

  beforeAll(async () => {
    settings = await serverSettings(await faultDataDir('crash'))
  })
  afterAll(async () => {
    for (const server of started) await server.stop()
    if (settings) await removeFaultDataDir(settings.dataDir)
  })

  it('stops the PostgreSQL the killed server left running and starts with the data intact', async () => {
    const first = start()
    await first.ready()
    const leftOver = postmasterPid(settings.dataDir)
    first.child.kill('SIGKILL')
    await first.exited
    expect(isAlive(leftOver)).toBe(true)

    restarted = start()
    await restarted.ready()
    expect(isAlive(leftOver)).toBe(false)
    expect(restarted.output).toContain(`PostgreSQL (pid ${leftOver}) was left running`)
    const client = new ApiClient(restarted.url)
    await client.login('admin@example.com', 'Demo-2026')
    expect((await fetch(`${restarted.url}/api/health/ready`)).status).toBe(200)
  })

  it('refuses to take the data directory of a portal that runs, and leaves that one alone', async () => {
    const other = start({}, { port: await freePort() })
    const { code } = await other.exited
    expect(code).toBe(1)
    expect(other.output).toContain('Another portal')
    expect(other.output).not.toContain('undefined')
    expect((await fetch(`${restarted.url}/api/health/ready`)).status).toBe(200)
  })

  it('explains a start that cannot go on instead of printing undefined', async () => {
    await restarted.stop()
    // Another program holds the embedded PostgreSQL's port.
    const squatter: Server = createServer()
    await new Promise<void>((resolve, reject) => {
      squatter.once('error', reject)
      squatter.listen(settings.pgPort, '127.0.0.1', resolve)
    })
    try {
      const blocked = start()
      const { code } = await blocked.exited
      expect(code).toBe(1)
      expect(blocked.output).toContain(`Port ${settings.pgPort}`)
      expect(blocked.output).toContain('EMBEDDED_PG_PORT')
      expect(blocked.output.trim()).not.toBe('undefined')
    } finally {
      await new Promise((resolve) => squatter.close(resolve))
    }
  })
})
