import { createReadStream } from 'node:fs'
import { access, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg, { escapeIdentifier } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { extract as extractTar } from 'tar'
import type { AppContext } from '../platform/context'
import { BackupError, databaseEntry, fileEntry, readManifest, type BackupManifest } from './backup-manifest'
import { appliedMigrations, columnList, listTables, quoteTable } from './database-catalog'

type Log = (line: string) => void

/** A restore waits this long for a lock (a session left open with --force) before it gives up, changing nothing. */
const LOCK_TIMEOUT = '10s'

/**
 * Puts the database and the stored files back as the archive has them. Refuses while anything else is connected to
 * the database (a running portal always is: its change feed listens on a connection of its own), unless `force`.
 * The files go first and the database in one transaction after them: a failure leaves the database as it was, at
 * worst with extra files in storage that no row names.
 */
export async function restoreBackup(
  ctx: AppContext,
  file: string,
  options: { force: boolean; log: Log },
): Promise<BackupManifest> {
  const source = path.resolve(file)
  await access(source).catch(() => {
    throw new BackupError(`Нет файла ${source}`)
  })
  await mkdir(ctx.config.DATA_DIR, { recursive: true })
  const staging = await mkdtemp(path.join(ctx.config.DATA_DIR, '.psp-restore-'))
  try {
    await extractTar({ file: source, cwd: staging, strict: true }).catch(() => {
      throw new BackupError(`Файл ${source} не похож на резервную копию портала: это не архив tar`)
    })
    const manifest = await readManifest(staging)
    const client = await ctx.db.$client.connect()
    try {
      await refuseDifferentSchema(client, manifest)
      if (!options.force) await refuseOtherSessions(ctx.db.$client, client)
      if (manifest.files.included) {
        for (const key of manifest.files.keys) {
          await ctx.storage.put(key, await readFile(path.join(staging, fileEntry(key))), 'application/octet-stream')
        }
      } else options.log('Файлы в копии не сохранялись (STORAGE=s3): восстановите бакет средствами S3')
      await loadDatabase(client, manifest, staging)
    } finally {
      client.release()
    }
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

async function refuseDifferentSchema(client: pg.PoolClient, manifest: BackupManifest) {
  const applied = await appliedMigrations(client)
  const same = applied.length === manifest.migrations.length && applied.every((h, i) => h === manifest.migrations[i])
  if (same) return
  const older = manifest.migrations.every((h, i) => applied[i] === h)
  throw new BackupError(
    older
      ? `Копия сделана более ранней версией портала (миграций ${manifest.migrations.length}, в базе ${applied.length}): ` +
          'восстановите ее той версией, что ее сделала, затем обновите портал'
      : `Копия сделана более новой версией портала (миграций ${manifest.migrations.length}, в базе ${applied.length}): ` +
          'обновите портал и повторите',
  )
}

/** Every connection this command's own pool holds, checked out at once to ask each for its backend's pid. */
async function ownBackendPids(pool: pg.Pool, held: pg.PoolClient) {
  const others = await Promise.all(Array.from({ length: pool.totalCount - 1 }, () => pool.connect()))
  try {
    const pids = await Promise.all(
      [held, ...others].map(
        async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid,
      ),
    )
    return pids
  } finally {
    for (const c of others) c.release()
  }
}

async function refuseOtherSessions(pool: pg.Pool, client: pg.PoolClient) {
  const own = await ownBackendPids(pool, client)
  const { rows } = await client.query<{ pid: number; who: string }>(
    `select pid, concat_ws(' ', nullif(application_name, ''), client_addr::text, 'с ' || backend_start::text) as who
       from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and not (pid = any($1))`,
    [own],
  )
  if (rows.length === 0) return
  throw new BackupError(
    `К базе подключены другие сеансы (${rows.length}): ${rows.map((r) => `${r.pid} ${r.who}`).join('; ')}. ` +
      'Остановите портал (все экземпляры) и повторите; --force восстанавливает и при них, если это не портал',
  )
}

/**
 * Empties every table and loads the archive's rows, in one transaction. User triggers are off meanwhile: the rows
 * are copies, whatever the triggers derive is in the archive already, and no change is announced to anyone.
 */
async function loadDatabase(client: pg.PoolClient, manifest: BackupManifest, dir: string) {
  await client.query('begin')
  try {
    await client.query(`set local lock_timeout = '${LOCK_TIMEOUT}'`)
    const tables = await listTables(client)
    const expected = new Set(manifest.tables.map((t) => t.name))
    const absent = tables.filter((t) => !expected.has(t.name)).map((t) => t.name)
    if (absent.length || tables.length !== expected.size) {
      throw new BackupError(`Таблицы копии и базы не совпадают (${absent.join(', ') || 'в копии лишние'})`)
    }
    for (const t of tables) await client.query(`alter table ${quoteTable(t.name)} disable trigger user`)
    await client.query(`truncate ${tables.map((t) => quoteTable(t.name)).join(', ')} restart identity`)
    const byName = new Map(manifest.tables.map((t) => [t.name, t]))
    for (const t of tables) {
      const columns = byName.get(t.name)!.columns
      const copy = client.query(copyFrom(`copy ${quoteTable(t.name)} (${columnList(columns)}) from stdin`))
      await pipeline(createReadStream(path.join(dir, databaseEntry(t.name))), copy)
    }
    for (const s of manifest.sequences) {
      const sequence = `public.${escapeIdentifier(s.name)}`
      if (s.lastValue === null) await client.query(`alter sequence ${sequence} restart`)
      else await client.query(`select setval($1::regclass, $2::bigint, true)`, [sequence, s.lastValue])
    }
    for (const t of tables) await client.query(`alter table ${quoteTable(t.name)} enable trigger user`)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  }
}
