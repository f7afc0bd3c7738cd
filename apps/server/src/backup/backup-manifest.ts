import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SequenceEntry, TableEntry } from './database-catalog'

export const BACKUP_FORMAT = 'psp-backup'
export const BACKUP_FORMAT_VERSION = 1

/**
 * manifest.json, the first thing a restore reads: what the archive holds and the schema it fits. Beside it,
 * `database/<table>.copy` (each table in COPY's text format) and `files/<storage key>` (the stored files).
 */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  createdAt: string
  /** The PostgreSQL server the data came from (`server_version`), for the operator's information. */
  postgresVersion: string
  /** The migrations applied when the snapshot was taken: a restore needs exactly these. */
  migrations: string[]
  tables: Array<TableEntry & { rows: number }>
  sequences: SequenceEntry[]
  files: {
    /** False with STORAGE=s3: the bucket is backed up by the operator's S3 tooling. */
    included: boolean
    keys: string[]
    /** Files the database names that were gone from storage when copied (deleted meanwhile, or lost before). */
    missing: string[]
  }
}

export const MANIFEST_FILE = 'manifest.json'
export const databaseEntry = (table: string) => path.join('database', `${table}.copy`)
export const fileEntry = (key: string) => path.join('files', key)

export async function writeManifest(dir: string, manifest: BackupManifest) {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
}

export class BackupError extends Error {}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest
  } catch {
    throw new BackupError('Файл не похож на резервную копию портала: в нем нет manifest.json')
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `Неизвестный формат резервной копии (${manifest.format} ${manifest.formatVersion}); ожидается ${BACKUP_FORMAT} ${BACKUP_FORMAT_VERSION}`,
    )
  }
  return manifest
}
