import { isPlatformAdmin, type Rule } from './policy'

/** What the file rule needs: the file's owner, and whether the area that stored the file lets this actor read it. */
export interface FileSubject {
  ownerUserId: string | null
  /** Decided by the storing area (e.g. agreements and knowledge-base files are for every signed-in user). */
  readableByArea: boolean
}

export const filesPolicy = {
  /** A stored file is read by its owner, by platform Admins, and by whoever the storing area lets read it. */
  'file.read': ((actor, file) =>
    isPlatformAdmin(actor) ||
    (file.ownerUserId !== null && file.ownerUserId === actor.userId) ||
    file.readableByArea) as Rule<FileSubject>,
}
