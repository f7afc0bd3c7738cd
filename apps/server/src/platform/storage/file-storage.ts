import type { Readable } from 'node:stream'

/** Where file bytes live. Metadata (name, size, owner) is kept in the `files` table. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>
  delete(key: string): Promise<void>
}
