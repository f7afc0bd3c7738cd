import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { chmod, mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { freePort } from '../test/free-port'

const repositoryRoot = path.resolve(import.meta.dirname, '../../..')
/** The checkout whose server is run: another one (a copy of an older commit) shows a test failing there. */
const serverRoot = process.env.FAULTS_SERVER_ROOT ?? repositoryRoot

/** A data directory of a fault test: a cluster of its own under `.tmp`, kept across starts of one test file. */
export async function faultDataDir(name: string) {
  const dir = path.join(repositoryRoot, '.tmp', `faults-${name}-${process.pid}`)
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  // Run as root, PostgreSQL runs as the `postgres` user, which must be able to reach its data directory.
  await chmod(dir, 0o755)
  return dir
}

export interface ServerSettings {
  dataDir: string
  port: number
  pgPort: number
}

export async function serverSettings(dataDir: string): Promise<ServerSettings> {
  return { dataDir, port: await freePort(), pgPort: await freePort() }
}

/**
 * The server as `npm start` runs it (`node --import tsx apps/server/src/main.ts`, the npm scripts `exec` it), a
 * real process with its own embedded PostgreSQL, so a test can kill either of them.
 */
export class ServerProcess {
  readonly child: ChildProcess
  output = ''
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>

  constructor(
    readonly settings: ServerSettings,
    env: Record<string, string> = {},
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'apps/server/src/main.ts')], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(settings.port),
        EMBEDDED_PG_PORT: String(settings.pgPort),
        DATA_DIR: settings.dataDir,
        LOG_LEVEL: 'warn',
        SIMULATED_ERRORS: 'false',
        // The web app is not built for these tests: the API is what they load.
        WEB_DIST_DIR: path.join(settings.dataDir, 'no-web'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    this.child.stdout!.on('data', (c: Buffer) => (this.output += c.toString('utf8')))
    this.child.stderr!.on('data', (c: Buffer) => (this.output += c.toString('utf8')))
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })))
  }

  get url() {
    return `http://127.0.0.1:${this.settings.port}`
  }

  get isRunning() {
    return this.child.exitCode === null && this.child.signalCode === null
  }

  /** Resolves once the server answers its liveness probe; fails (with its output) if it exits first. */
  async ready(timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (!this.isRunning) throw new Error(`the server exited during its start:\n${this.output}`)
      const answer = await fetch(`${this.url}/api/health`).catch(() => null)
      if (answer?.status === 200) return
      await sleep(200)
    }
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${this.output}`)
  }

  async stop() {
    if (this.isRunning) this.child.kill('SIGTERM')
    await this.exited
  }
}

/** The pid of the embedded PostgreSQL's postmaster, from its lock file. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    // A zombie still answers signal 0; its state in /proc says it is gone.
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/** Stops a postmaster a test left running (fast shutdown), so no run leaves PostgreSQL behind. */
export async function stopPostmaster(dataDir: string) {
  let pid: number
  try {
    pid = postmasterPid(dataDir)
  } catch {
    return
  }
  if (!isAlive(pid)) return
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100)
}

/** Stops what a test left running on its data directory and removes the directory. */
export async function removeFaultDataDir(dataDir: string) {
  await stopPostmaster(dataDir)
  await rm(dataDir, { recursive: true, force: true })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
