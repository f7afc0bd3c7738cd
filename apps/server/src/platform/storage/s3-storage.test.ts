import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileDownloadTests } from '../../../test/file-download-tests'
import { startTestApp } from '../../../test/harness'
import { S3FileStorage } from './s3-storage'

/** A local S3-compatible server (s3rver) on a free port with its own temporary directory. */
let server: S3rver
let directory: string
let endpoint: string
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'psp-s3rver-'))
  server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await server?.close()
  await rm(directory, { recursive: true, force: true })
})

const storageFor = (bucket: string) =>
  new S3FileStorage({
    endpoint,
    region: 'us-east-1',
    bucket,
    // s3rver's built-in credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  })

async function text(stream: Readable | null) {
  if (!stream) return null
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

describe('S3FileStorage', () => {
  it('creates its bucket once and tolerates an existing one', async () => {
    const storage = storageFor('psp-ensure')
    await storage.ensureBucket()
    await storage.ensureBucket()
    await storage.put('probe/1', Buffer.from('x'), 'text/plain')
    expect(await text(await storage.get('probe/1'))).toBe('x')
  })

  it('stores, reads back and deletes an object', async () => {
    const storage = storageFor('psp-objects')
    await storage.ensureBucket()
    await storage.put('kind/abc', Buffer.from('Привет, S3'), 'text/plain; charset=utf-8')
    expect(await text(await storage.get('kind/abc'))).toBe('Привет, S3')
    await storage.put('kind/abc', Buffer.from('replaced'), 'text/plain')
    expect(await text(await storage.get('kind/abc'))).toBe('replaced')
    await storage.delete('kind/abc')
    expect(await storage.get('kind/abc')).toBeNull()
  })

  it('answers null for a key that was never stored, and deleting it is harmless', async () => {
    const storage = storageFor('psp-missing')
    await storage.ensureBucket()
    expect(await storage.get('nothing/here')).toBeNull()
    await expect(storage.delete('nothing/here')).resolves.toBeUndefined()
  })
})

fileDownloadTests('GET /api/files/{id} on the S3 storage', async () => {
  const storage = storageFor('psp-files-api')
  await storage.ensureBucket()
  return startTestApp({ storage })
})
