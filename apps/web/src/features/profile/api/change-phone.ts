import { useMutation } from '@tanstack/react-query'
import type { User } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { useSetCurrentUser } from '../../../lib/current-user'
import { useInvalidateChanges } from './use-invalidate-changes'

export const changePhone = (phone: string) => api.patch<User>('/user/phone', { phone })

/** Saves the phone; the answer is the fresh user data, so the card updates without another request. */
export function useChangePhone() {
  const setUser = useSetCurrentUser()
  const invalidateChanges = useInvalidateChanges()
  return useMutation({
    mutationFn: changePhone,
    onSuccess: (user) => {
      setUser(user)
      invalidateChanges()
    },
  })
}
