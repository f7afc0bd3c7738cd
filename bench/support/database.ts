import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded'
import { freePort } from '../../apps/server/test/free-port'

/**
 * The database a bench runs on: an embedded PostgreSQL under `workDir`, or a fresh database on the server named by
 * TEST_DATABASE_URL (dropped on close).
 */
export async function openBenchDatabase(workDir: string, name: string) {
  const external = process.env.TEST_DATABASE_URL
  if (!external) {
    const port = Number(process.env.BENCH_PG_PORT ?? 0) || (await freePort())
    const embedded = await startEmbeddedPostgres({ dataDir: workDir, port, database: name })
    return { url: embedded.url, close: () => embedded.stop() }
  }
  const database = `${name}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: external })
  await admin.connect()
  await admin.query(`create database ${database}`)
  await admin.end()
  const url = new URL(external)
  url.pathname = `/${database}`
  return {
    url: url.toString(),
    close: async () => {
      const c = new pg.Client({ connectionString: external })
      await c.connect()
      await c.query(`drop database if exists ${database} with (force)`)
      await c.end()
    },
  }
}

/** CPU seconds used so far by the embedded PostgreSQL under `workDir` (postmaster and backends); null elsewhere. */
export function postgresCpuSeconds(workDir: string): number | null {
  try {
    const processes = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
          // After the parenthesised command: state, ppid, … utime, stime, cutime and cstime are fields 12 to 15.
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
          const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          // cutime and cstime hold the time of children that ended (backends that closed).
          const own = Number(fields[11]) + Number(fields[12])
          return [{ pid, ppid: fields[1], cmdline, own, ended: Number(fields[13]) + Number(fields[14]) }]
        } catch {
          return []
        }
      })
    const dataDir = `${path.join(workDir, 'postgres')}\0`
    const postmaster = processes.find((p) => p.cmdline.includes(dataDir))
    if (!postmaster) return null
    const ticks = processes
      .filter((p) => p.ppid === postmaster.pid)
      .reduce((sum, p) => sum + p.own, postmaster.own + postmaster.ended)
    return ticks / 100
  } catch {
    return null
  }
}
