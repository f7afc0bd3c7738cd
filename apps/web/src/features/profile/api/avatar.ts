import { useMutation } from '@tanstack/react-query'
import { AVATAR_UPLOAD_FIELD, type User } from '@psp/contracts'
import { profileEndpoints as profile } from '@psp/contracts/endpoints/profile.endpoints'
import { call } from '../../../lib/api-call'
import { useSetCurrentUser } from '../../../lib/current-user'
import { useInvalidateChanges } from './use-invalidate-changes'

/** PATCH /user/avatar with the cropped PNG (multipart field `file`). */
export function uploadAvatar(png: Blob) {
  const form = new FormData()
  form.append(AVATAR_UPLOAD_FIELD, png, 'avatar.png')
  return call(profile.uploadAvatar, { body: form })
}

/** DELETE /user/avatar. */
export const deleteAvatar = () => call(profile.deleteAvatar)

function useAvatarMutation<T>(mutationFn: (input: T) => Promise<User>) {
  const setUser = useSetCurrentUser()
  const invalidateChanges = useInvalidateChanges()
  return useMutation({
    mutationFn,
    onSuccess: (user: User) => {
      setUser(user)
      invalidateChanges()
    },
  })
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar)
export const useDeleteAvatar = () => useAvatarMutation(() => deleteAvatar())
