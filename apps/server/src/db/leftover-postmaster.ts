import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

/** A start of the embedded PostgreSQL that cannot go on, with what the operator should do about it. */
export class EmbeddedDatabaseError extends Error {}

type Log = { info(message: string): void; warn(message: string): void }

interface ProcessInfo {
  parentPid: number
  command: string
}

/** The process's parent and command line, or null when it is gone (or a zombie, which is gone but for its entry). */
async function processInfo(pid: number): Promise<ProcessInfo | null> {
  if (existsSync('/proc')) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state === 'Z') return null
      const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ')
      return { parentPid: Number(parent), command }
    } catch {
      return null
    }
  }
  try {
    const { stdout } = await promisify(execFile)('ps', ['-o', 'ppid=', '-o', 'stat=', '-o', 'args=', '-p', String(pid)])
    const match = stdout.trim().match(/^(\d+)\s+(\S+)\s+(.*)$/)
    if (!match || match[2].startsWith('Z')) return null
    return { parentPid: Number(match[1]), command: match[3] }
  } catch {
    return null
  }
}

async function isPostgres(pid: number) {
  return (await processInfo(pid))?.command.includes('postgres') ?? false
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!(await isPostgres(pid))) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/**
 * Makes way for this start on `databaseDir`. PostgreSQL records its postmaster in `postmaster.pid`; a server killed
 * with `kill -9` (or the OOM killer) leaves that postmaster running with no parent, holding the data directory and
 * the port, and a new start would fail. Such an orphan is stopped the way PostgreSQL's own `pg_ctl stop -m fast`
 * does (committed transactions are kept). A postmaster whose parent is still a live Node process belongs to a portal
 * that runs: that is refused, never stopped. A pid file whose process is gone is removed.
 */
export async function makeWayForEmbeddedPostgres(databaseDir: string, log: Log) {
  const pidFile = path.join(databaseDir, 'postmaster.pid')
  let text: string
  try {
    text = await readFile(pidFile, 'utf8')
  } catch {
    return
  }
  const pid = Number(text.split('\n')[0])
  const info = Number.isInteger(pid) && pid > 0 ? await processInfo(pid) : null
  if (!info?.command.includes('postgres')) {
    await rm(pidFile, { force: true })
    return
  }
  const owner = info.parentPid > 1 ? await processInfo(info.parentPid) : null
  if (owner && /\bnode\b/.test(owner.command)) {
    throw new EmbeddedDatabaseError(
      `Another portal (process ${info.parentPid}) is running with this data directory (${databaseDir}). ` +
        'Stop it first, or give this one its own DATA_DIR and EMBEDDED_PG_PORT.',
    )
  }
  log.warn(`PostgreSQL (pid ${pid}) was left running on ${databaseDir} by a server that ended; stopping it`)
  process.kill(pid, 'SIGINT')
  if (await waitForExit(pid, 30_000)) return log.info(`the PostgreSQL left running (pid ${pid}) has stopped`)
  // Immediate shutdown: the next start replays the write-ahead log, so committed transactions are still kept.
  process.kill(pid, 'SIGQUIT')
  if (await waitForExit(pid, 10_000)) return log.info(`the PostgreSQL left running (pid ${pid}) has stopped`)
  throw new EmbeddedDatabaseError(
    `The PostgreSQL left running on ${databaseDir} (pid ${pid}) does not stop. Stop it (kill -9 ${pid}) and start again.`,
  )
}
