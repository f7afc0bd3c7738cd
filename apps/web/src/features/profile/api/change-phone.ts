import { useMutation } from '@tanstack/react-query'
import { profileEndpoints as profile } from '@psp/contracts/endpoints/profile.endpoints'
import { call } from '../../../lib/api-call'
import { useSetCurrentUser } from '../../../lib/current-user'
import { useInvalidateChanges } from './use-invalidate-changes'

/** PATCH /user/phone. */
export const changePhone = (phone: string) => call(profile.changePhone, { body: { phone } })

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
