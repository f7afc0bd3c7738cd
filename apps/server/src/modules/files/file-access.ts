import { can } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { policyActorOf } from '../../policies/authorize'
import type { FileRow } from './files.repository'

/**
 * Whether the area that stored a file of a kind lets an actor read it (beyond its owner and platform Admins, which
 * the 'file.read' rule lets in). Each module that stores files registers its kind.
 */
export type FileKindReaders = (ctx: AppContext, actor: Actor, file: FileRow) => Promise<boolean> | boolean

const readersByKind = new Map<string, FileKindReaders>()

export function registerFileKindReaders(kind: string, readers: FileKindReaders) {
  readersByKind.set(kind, readers)
}

/** Asks the 'file.read' rule; files of unknown kinds are read only by their owner and platform Admins. */
export async function mayReadFile(ctx: AppContext, actor: Actor, file: FileRow) {
  const readers = readersByKind.get(file.kind)
  const readableByArea = readers ? await readers(ctx, actor, file) : false
  return can(policyActorOf(actor), 'file.read', { ownerUserId: file.ownerUserId, readableByArea })
}

export const anySignedInUser: FileKindReaders = () => true
