import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError } from './backup/backup-manifest'
import { restoreBackup } from './backup/restore-backup'
import { writeBackup } from './backup/write-backup'
import { ConfigError, loadConfig, type Config } from './config'
import { connectDatabase } from './db/client'
import { openDatabase, type OpenDatabase } from './db/connect'
import { embeddedDatabaseUrl, isPortInUse } from './db/embedded'
import { runMigrations } from './db/migrate'
import { importArticles, ImportError } from './modules/knowledge-base/kb-import'
import { reindexNow } from './modules/search/reindex.service'
import { createAdmin, CreateAdminError } from './modules/users/create-admin'
import { systemClock } from './platform/clock'
import type { AppContext } from './platform/context'
import { readFirstLine, readHiddenLine } from './platform/read-secret'
import { refuseDataLeftBehind } from './platform/data-left-behind'
import { createFileStorage } from './platform/storage/create-storage'
import { seedDemoIfEmpty } from './seed/demo'
import { createAppContext } from './app-context'

/*
 * Operator commands: `npm run cli -- <command> [arguments]`. Each opens the same database as the server (the
 * embedded one under DATA_DIR, joining it when the server already runs, or DATABASE_URL) and migrates it first.
 */

const log = {
  info: (obj: unknown, msg: string) => console.log(msg, obj),
  error: (obj: unknown, msg: string) => console.error(msg, obj),
}

interface Command {
  usage: string
  summary: string
  run(ctx: AppContext, args: string[]): Promise<void>
}

const commands: Record<string, Command> = {
  'import-articles': {
    usage: 'import-articles DIR',
    summary: 'Import Markdown articles with front matter (DIR/catalog.json optional, DIR/articles/*.md or DIR/*.md)',
    async run(ctx, [dir]) {
      if (!dir) throw new UsageError('Укажите папку со статьями: import-articles DIR')
      // npm runs the script in apps/server; a relative folder means one relative to where the operator typed it.
      const report = await importArticles(ctx, path.resolve(process.env.INIT_CWD ?? process.cwd(), dir), null)
      console.log(
        `Системы: ${report.systems}, сервисы: ${report.services}; статьи: создано ${report.created}, ` +
          `обновлено ${report.updated}, без изменений ${report.unchanged}`,
      )
    },
  },
  reindex: {
    usage: 'reindex',
    summary: 'Rebuild the search index of every article (waits until done)',
    async run(ctx) {
      if (await reindexNow(ctx, log)) console.log('Переиндексация завершена')
      else console.log('Переиндексация уже выполняется')
    },
  },
  'create-admin': {
    usage: 'create-admin --email E [--username U] [--surname S] [--name N] [--patronymic P]',
    summary:
      'Create a platform Admin; the password is asked for on a terminal (not echoed), or read from ADMIN_PASSWORD or the first line of stdin',
    async run(ctx, args) {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          username: { type: 'string' },
          surname: { type: 'string' },
          name: { type: 'string' },
          patronymic: { type: 'string' },
        },
        strict: true,
      })
      if (!values.email) throw new UsageError('Укажите адрес электронной почты: create-admin --email admin@example.ru')
      const password = await readNewPassword()
      const id = await createAdmin(ctx, { ...values, email: values.email, password })
      console.log(`Администратор ${values.email} создан (id ${id})`)
    },
  },
  backup: {
    usage: 'backup FILE',
    summary:
      'Write the database and the stored files into one archive (tar.gz), while the portal runs (with STORAGE=s3 the database only)',
    async run(ctx, [file]) {
      if (!file) throw new UsageError('Укажите файл копии: backup FILE')
      const manifest = await writeBackup(ctx, fromOperatorsFolder(file), (line) => console.log(line))
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0)
      console.log(`Копия записана: ${fromOperatorsFolder(file)} (строк ${rows}, файлов ${manifest.files.keys.length})`)
    },
  },
  restore: {
    usage: 'restore FILE [--force]',
    summary:
      'Put the database and the files back from a backup; refuses while the portal (or anything) is connected unless --force',
    async run(ctx, args) {
      const { values, positionals } = parseArgs({
        args,
        options: { force: { type: 'boolean', default: false } },
        allowPositionals: true,
        strict: true,
      })
      const [file] = positionals
      if (!file) throw new UsageError('Укажите файл копии: restore FILE')
      const manifest = await restoreBackup(ctx, fromOperatorsFolder(file), {
        force: values.force,
        log: (line) => console.log(line),
      })
      console.log(`Восстановлено состояние на ${manifest.createdAt} (файлов ${manifest.files.keys.length})`)
    },
  },
  'seed-demo': {
    usage: 'seed-demo',
    summary: 'Fill an empty database with the demo accounts and content',
    async run(ctx) {
      // The demo accounts share a published password.
      if (ctx.config.production)
        throw new UsageError('Демонстрационные данные в рабочей среде (production) не создаются')
      await seedDemoIfEmpty(ctx)
      console.log('Демонстрационные данные на месте')
    },
  },
}

class UsageError extends Error {}

/** npm runs the script in apps/server; a relative path means one relative to where the operator typed it. */
const fromOperatorsFolder = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file)

/**
 * The new Admin's password, never echoed: ADMIN_PASSWORD for scripts, else typed twice on a terminal, else the
 * first line of the piped input.
 */
async function readNewPassword() {
  const fromEnv = process.env.ADMIN_PASSWORD
  if (fromEnv) return fromEnv
  if (!process.stdin.isTTY) return readFirstLine(process.stdin)
  const first = await readHiddenLine('Пароль: ', process.stdin, process.stdout)
  const second = await readHiddenLine('Повторите пароль: ', process.stdin, process.stdout)
  if (first !== second) throw new UsageError('Пароли не совпадают')
  return first
}

/** The server's database; when the embedded server already runs (the portal is up), the command joins it. */
async function openCliDatabase(config: Config): Promise<OpenDatabase> {
  if (!config.DATABASE_URL && (await isPortInUse(config.EMBEDDED_PG_PORT))) {
    const handle = connectDatabase(embeddedDatabaseUrl(config.EMBEDDED_PG_PORT, 'psp'), { max: 4 })
    await runMigrations(handle.pool)
    return { ...handle, embedded: null }
  }
  return openDatabase(config, () => {})
}

function printUsage() {
  console.log('Команды: npm run cli -- <команда>')
  for (const c of Object.values(commands)) console.log(`  ${c.usage.padEnd(24)} ${c.summary}`)
}

async function main(argv: string[]) {
  const [name, ...args] = argv
  const command = name ? commands[name] : undefined
  if (!command) {
    printUsage()
    return name && name !== 'help' ? 2 : 0
  }
  const config = loadConfig()
  refuseDataLeftBehind()
  const database = await openCliDatabase(config)
  try {
    const storage = await createFileStorage(config)
    const ctx = createAppContext({ config, db: database.db, storage, clock: systemClock })
    await command.run(ctx, args)
    return 0
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = [ConfigError, UsageError, ImportError, CreateAdminError, BackupError]
    // A bad argument (parseArgs) or a refusal the operator can act on: the message alone, without a stack.
    const badArgument = (error as { code?: string } | null)?.code?.startsWith('ERR_PARSE_ARGS')
    if (error instanceof Error && (badArgument || known.some((kind) => error instanceof kind))) {
      console.error(error.message)
    } else console.error(error)
    process.exit(1)
  },
)
