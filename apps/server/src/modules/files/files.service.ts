import { randomUUID } from 'node:crypto'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { mayReadFile } from './file-access'
import { deleteFileRow, findFile, insertFile } from './files.repository'

export interface NewFile {
  name: string
  body: Buffer
  mimeType: string
  kind: string
  ownerUserId: string | null
}

/** Stores the bytes first, then the row: a failure never leaves a row pointing at nothing. */
export async function storeFile(ctx: AppContext, file: NewFile) {
  const id = randomUUID()
  const storageKey = `${file.kind}/${id}`
  await ctx.storage.put(storageKey, file.body, file.mimeType)
  return insertFile(ctx.db, {
    id,
    name: file.name,
    size: file.body.length,
    mimeType: file.mimeType,
    storageKey,
    kind: file.kind,
    ownerUserId: file.ownerUserId,
  })
}

export async function removeFile(ctx: AppContext, id: string) {
  const file = await findFile(ctx.db, id)
  if (!file) return
  await deleteFileRow(ctx.db, id)
  await ctx.storage.delete(file.storageKey)
}

/** A stored file the actor may read, with a stream of its bytes. Files of others answer as missing. */
export async function openFile(ctx: AppContext, actor: Actor, id: string) {
  const file = await findFile(ctx.db, id)
  if (!file || !(await mayReadFile(ctx, actor, file))) throw new AppError('FileNotFound')
  const stream = await ctx.storage.get(file.storageKey)
  if (!stream) throw new AppError('FileNotFound')
  return { file, stream }
}
