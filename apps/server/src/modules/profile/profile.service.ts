import type { ChangePhoneRequest, User } from '@psp/contracts'
import { authorize } from '../../policies/authorize'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { registerFileKindReaders, anySignedInUser } from '../files/file-access'
import { removeFile, storeFile } from '../files/files.service'
import { describeChange, recordUserDataChange } from '../user-data-changes/record-user-data-change'
import { getUserData } from '../users/users.service'
import type { AvatarUpload } from './avatar-upload'
import { findProfileFields, markNoOrganizationNoticeDismissed, updateProfileFields } from './profile.repository'

/** Avatars are shown wherever a person is (employee cards, lists): every signed-in user may see them. */
export const AVATAR_FILE_KIND = 'avatar'
registerFileKindReaders(AVATAR_FILE_KIND, anySignedInUser)

export async function changePhone(ctx: AppContext, actor: Actor, input: ChangePhoneRequest): Promise<User> {
  authorize(actor, 'profile.edit')
  await ctx.db.transaction(async (tx) => {
    const current = await findProfileFields(tx, actor.userId)
    if (!current) throw new AppError('Unauthorized')
    if (current.phone === input.phone) return
    await updateProfileFields(tx, actor.userId, { phone: input.phone }, ctx.clock.now())
    await recordUserDataChange(tx, {
      userId: actor.userId,
      status: current.phone ? 'Changed' : 'Added',
      changes: describeChange('Телефон', current.phone, input.phone),
    })
  })
  return getUserData(ctx, actor.userId, actor.organizationId)
}

/** Stores the new picture, points the user at it, then removes the old one: the user never points at nothing. */
export async function changeAvatar(ctx: AppContext, actor: Actor, upload: AvatarUpload): Promise<User> {
  authorize(actor, 'profile.edit')
  const file = await storeFile(ctx, {
    name: upload.name,
    body: upload.body,
    mimeType: upload.mimeType,
    kind: AVATAR_FILE_KIND,
    ownerUserId: actor.userId,
  })
  const previous = await ctx.db.transaction(async (tx) => {
    const current = await findProfileFields(tx, actor.userId)
    if (!current) throw new AppError('Unauthorized')
    await updateProfileFields(tx, actor.userId, { avatarFileId: file.id }, ctx.clock.now())
    await recordUserDataChange(tx, {
      userId: actor.userId,
      status: current.avatarFileId ? 'Changed' : 'Added',
      changes: current.avatarFileId ? 'Фотография профиля заменена' : 'Фотография профиля добавлена',
    })
    return current.avatarFileId
  })
  if (previous) await removeFile(ctx, previous)
  return getUserData(ctx, actor.userId, actor.organizationId)
}

export async function deleteAvatar(ctx: AppContext, actor: Actor): Promise<User> {
  authorize(actor, 'profile.edit')
  const previous = await ctx.db.transaction(async (tx) => {
    const current = await findProfileFields(tx, actor.userId)
    if (!current) throw new AppError('Unauthorized')
    if (!current.avatarFileId) return null
    await updateProfileFields(tx, actor.userId, { avatarFileId: null }, ctx.clock.now())
    await recordUserDataChange(tx, {
      userId: actor.userId,
      status: 'Deleted',
      changes: 'Фотография профиля удалена',
    })
    return current.avatarFileId
  })
  if (previous) await removeFile(ctx, previous)
  return getUserData(ctx, actor.userId, actor.organizationId)
}

/**
 * The user closed «Вы не состоите ни в одной организации»: it is not offered at sign-in again. Kept on the server, not
 * in the browser, because signing out clears the browser's storage (SPEC §4) and the user expects it gone for good,
 * on every device; the header's «Выбрать организацию» still opens it.
 */
export async function dismissNoOrganizationNotice(ctx: AppContext, actor: Actor) {
  authorize(actor, 'profile.edit')
  await markNoOrganizationNoticeDismissed(ctx.db, actor.userId, ctx.clock.now())
  return { ok: true as const }
}
