import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import path from 'node:path'

const MAIN = path.resolve(import.meta.dirname, '../../apps/server/src/main.ts')

export interface PortalOptions {
  port: number
  pgPort: number
  /** The server's DATA_DIR; its log goes to `server.log` beside it. */
  dataDir: string
  /** Settings on top of the production-like ones below. */
  env?: Record<string, string>
}

/**
 * One server process started the way production starts it (`node --import tsx apps/server/src/main.ts`, request
 * logging on, written to a file as a service manager would take it), with its own ports and data directory. Only
 * NODE_ENV differs: production refuses the demo accounts the load signs in with.
 */
export class PortalProcess {
  readonly base: string
  private child: ChildProcess | null = null
  private exit: { code: number | null; signal: NodeJS.Signals | null; at: number } | null = null

  constructor(private readonly options: PortalOptions) {
    this.base = `http://127.0.0.1:${options.port}`
  }

  get logFile() {
    return path.join(path.dirname(this.options.dataDir), 'server.log')
  }

  get pid() {
    return this.child?.pid ?? null
  }

  /** How the process ended, when it has (a crash under the load is what a fault run watches for). */
  get exited() {
    return this.exit
  }

  async start(timeoutMs = 180_000) {
    // Else a server left on the port by another run would answer in this one's place.
    if (await this.answers('/api/health')) throw new Error(`something already answers on ${this.base}`)
    const log = createWriteStream(this.logFile, { flags: 'a' })
    this.exit = null
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(this.options.port),
        DATA_DIR: this.options.dataDir,
        EMBEDDED_PG_PORT: String(this.options.pgPort),
        DEMO_SEED: 'true',
        SIMULATED_ERRORS: 'false',
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'info',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.pipe(log)
    child.stderr?.pipe(log)
    child.on('exit', (code, signal) => {
      this.exit = { code, signal, at: performance.now() }
    })
    this.child = child
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (this.exit) throw new Error(`the server exited while starting (${this.describeExit()}); see ${this.logFile}`)
      if (await this.answers('/api/health')) return
      await new Promise((r) => setTimeout(r, 500))
    }
    throw new Error(`the server did not answer within ${timeoutMs / 1000} s; see ${this.logFile}`)
  }

  describeExit() {
    if (!this.exit) return 'running'
    return this.exit.signal ? `signal ${this.exit.signal}` : `exit code ${this.exit.code}`
  }

  async answers(pathname: string) {
    try {
      const answer = await fetch(`${this.base}${pathname}`, { signal: AbortSignal.timeout(2000) })
      await answer.arrayBuffer()
      return answer.ok
    } catch {
      return false
    }
  }

  /** The bare route beside the mix: liveness when the server has it, else the database health check. */
  async floorRoute() {
    return (await this.answers('/api/health/live')) ? '/api/health/live' : '/api/health'
  }

  /** The embedded PostgreSQL's postmaster, from the first line of its pid file; null when none runs. */
  postmasterPid(): number | null {
    try {
      const pid = Number(
        readFileSync(path.join(this.options.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      )
      if (!pid) return null
      process.kill(pid, 0)
      return pid
    } catch {
      return null
    }
  }

  /** Stops the server as an operator does (SIGTERM), then SIGKILL after `graceMs`; the embedded PostgreSQL too. */
  async stop(graceMs = 30_000) {
    const child = this.child
    if (child && !this.exit) {
      child.kill('SIGTERM')
      const deadline = Date.now() + graceMs
      while (!this.exit && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
      if (!this.exit) child.kill('SIGKILL')
    }
    // A server that died or was killed leaves its PostgreSQL behind; the bench must not. SIGINT: a fast shutdown.
    const leftover = this.postmasterPid()
    if (leftover) {
      process.kill(leftover, 'SIGINT')
      const deadline = Date.now() + 20_000
      while (this.postmasterPid() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
      if (this.postmasterPid()) process.kill(leftover, 'SIGKILL')
    }
  }
}
