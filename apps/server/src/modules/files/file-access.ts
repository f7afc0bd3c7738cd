import type { Actor, AppContext } from '../../platform/context'
import type { FileRow } from './files.repository'

/** Decides whether an actor may read a file of a kind. Each module that stores files registers its kind. */
export type FileAccessPolicy = (ctx: AppContext, actor: Actor, file: FileRow) => Promise<boolean> | boolean

const policies = new Map<string, FileAccessPolicy>()

export function registerFileAccessPolicy(kind: string, policy: FileAccessPolicy) {
  policies.set(kind, policy)
}

/** Unknown kinds are readable only by their owner and platform Admins. */
export async function mayReadFile(ctx: AppContext, actor: Actor, file: FileRow) {
  if (actor.role === 'Admin' || (file.ownerUserId && file.ownerUserId === actor.userId)) return true
  const policy = policies.get(file.kind)
  return policy ? policy(ctx, actor, file) : false
}

export const anySignedInUser: FileAccessPolicy = () => true
