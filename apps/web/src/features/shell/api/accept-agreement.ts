import { useMutation } from '@tanstack/react-query'
import type { User } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { useSetCurrentUser } from '../../../lib/current-user'
import { local } from '../../../lib/storage'

/** GET /api/login/agree/{id} accepts the agreement and answers fresh user data (SPEC §4 Terms of use). */
export const acceptAgreement = (agreementId: string) => api.get<User>(`/login/agree/${encodeURIComponent(agreementId)}`)

export function useAcceptAgreement() {
  const setUser = useSetCurrentUser()
  return useMutation({
    mutationFn: acceptAgreement,
    onSuccess: (user) => {
      local.remove('termsDialogClosed')
      setUser(user)
    },
  })
}
