import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/connect'
import { systemClock } from './platform/clock'
import { createFileStorage } from './platform/storage/create-storage'
import { seedDemoIfEmpty } from './seed/demo'
import { refuseDemoPasswordInProduction, StartupRefusedError } from './seed/demo-guard'

const here = path.dirname(fileURLToPath(import.meta.url))

async function main() {
  const config = loadConfig()
  const logger = { level: config.LOG_LEVEL }
  const database = await openDatabase(config, (line) => {
    if (config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace') process.stdout.write(`[postgres] ${line}`)
  })
  const ctx = { config, db: database.db, storage: await createFileStorage(config), clock: systemClock }
  if (config.demoSeed) await seedDemoIfEmpty(ctx)
  try {
    await refuseDemoPasswordInProduction(ctx)
  } catch (error) {
    await database.close()
    throw error
  }

  const app = await buildApp(ctx, {
    logger,
    webDistDir: path.resolve(config.WEB_DIST_DIR ?? path.join(here, '../../web/dist')),
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'stopping')
    try {
      await app.close()
    } finally {
      // The embedded PostgreSQL must stop even when closing the server failed, or it outlives the process.
      await database.close().catch((e: unknown) => app.log.error({ err: e }, 'stopping the database failed'))
    }
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  await app.listen({ port: config.PORT, host: config.HOST })
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartupRefusedError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
