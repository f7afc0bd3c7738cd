import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { FileStorage } from './file-storage'

/** Files in a local directory: the default, needing no setup. Keys are generated ids, never user input. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    if (!/^[\w-]+(\/[\w-]+)*$/.test(key)) throw new Error(`Unsafe storage key: ${key}`)
    return path.join(this.root, key)
  }

  async put(key: string, body: Buffer) {
    const file = this.pathOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, body)
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.pathOf(key)
    try {
      await stat(file)
    } catch {
      return null
    }
    return createReadStream(file)
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true })
  }
}
