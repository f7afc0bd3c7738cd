import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { create as createTar } from 'tar'
import type { AppContext } from '../platform/context'
import type { FileStorage } from '../platform/storage/file-storage'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  databaseEntry,
  fileEntry,
  MANIFEST_FILE,
  writeManifest,
  type BackupManifest,
} from './backup-manifest'
import { appliedMigrations, columnList, listSequences, listTables, quoteTable } from './database-catalog'

/** Snapshots taken before settling for one with files missing (each retry follows a file deleted meanwhile). */
const ATTEMPTS = 3

type Log = (line: string) => void

/**
 * Writes one archive (tar.gz) with the database and the stored files, while the portal runs.
 *
 * The database is read in one REPEATABLE READ transaction: a snapshot, as pg_dump takes. The files are copied after
 * it, and that order is what makes the pair whole: a file is stored before its row commits (files.service.ts), so
 * every file a row of the snapshot names was in storage before the snapshot began. Only a file deleted after the
 * snapshot can be missing; then the backup starts over with a new snapshot, where that row is gone too.
 */
export async function writeBackup(ctx: AppContext, file: string, log: Log): Promise<BackupManifest> {
  const target = path.resolve(file)
  await mkdir(path.dirname(target), { recursive: true })
  const staging = await mkdtemp(path.join(path.dirname(target), '.psp-backup-'))
  const partial = `${staging}.tar.gz`
  try {
    let manifest: BackupManifest | undefined
    for (let attempt = 1; !manifest; attempt++) {
      await rm(staging, { recursive: true, force: true })
      await mkdir(path.join(staging, 'database'), { recursive: true })
      await mkdir(path.join(staging, 'files'), { recursive: true })
      const snapshot = await dumpDatabase(ctx.db.$client, staging)
      const included = ctx.config.STORAGE === 'local'
      const missing = included ? await copyFiles(ctx.storage, snapshot.storageKeys, staging) : []
      if (missing.length && attempt < ATTEMPTS) {
        log(`Файлы удалены во время копирования (${missing.length}), снимок базы берется заново`)
        continue
      }
      if (missing.length) log(`Внимание: в хранилище нет файлов, на которые ссылается база: ${missing.join(', ')}`)
      manifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: snapshot.takenAt,
        postgresVersion: snapshot.postgresVersion,
        migrations: snapshot.migrations,
        tables: snapshot.tables,
        sequences: snapshot.sequences,
        files: { included, keys: included ? snapshot.storageKeys.filter((k) => !missing.includes(k)) : [], missing },
      }
    }
    await writeManifest(staging, manifest)
    // The manifest first, so a reader of the archive meets it before the data.
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, 'database', 'files'])
    await rename(partial, target)
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(partial, { force: true })
  }
}

/** Every table of the portal in COPY's text format, from one snapshot, with what the manifest needs to know. */
async function dumpDatabase(pool: pg.Pool, dir: string) {
  const client = await pool.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const { rows: facts } = await client.query<{ version: string; now: Date }>(
      `select current_setting('server_version') as version, now() as now`,
    )
    const migrations = await appliedMigrations(client)
    const tables = []
    for (const table of await listTables(client)) {
      const copy = client.query(copyTo(`copy ${quoteTable(table.name)} (${columnList(table.columns)}) to stdout`))
      await pipeline(copy, createWriteStream(path.join(dir, databaseEntry(table.name))))
      tables.push({ ...table, rows: copy.rowCount })
    }
    // Sequences are outside transactions: read now, they are at least where the snapshot's rows left them.
    const sequences = await listSequences(client)
    const { rows: keys } = await client.query<{ key: string }>(
      `select storage_key as key from files order by storage_key`,
    )
    await client.query('commit')
    return {
      takenAt: facts[0].now.toISOString(),
      postgresVersion: facts[0].version,
      migrations,
      tables,
      sequences,
      storageKeys: keys.map((k) => k.key),
    }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** Copies the named files into the archive's folder; answers the keys storage no longer has. */
async function copyFiles(storage: FileStorage, keys: string[], dir: string) {
  const missing: string[] = []
  for (const key of keys) {
    const source = await storage.get(key)
    if (!source) {
      missing.push(key)
      continue
    }
    const target = path.join(dir, fileEntry(key))
    await mkdir(path.dirname(target), { recursive: true })
    await pipeline(source, createWriteStream(target))
  }
  return missing
}
