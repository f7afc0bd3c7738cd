import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { call } from '../../../lib/api-call'
import { currentUserQuery } from '../../../lib/current-user'
import { local } from '../../../lib/storage'

/** GET /api/login/agree/{id} accepts the agreement and answers fresh user data (SPEC §4 Terms of use). */
export const acceptAgreement = (agreementId: string) =>
  call(authEndpoints.acceptAgreement, { params: { id: agreementId } })

/** Accepts, shows the content at once with the answered user data, then reloads the user as SPEC §4 asks. */
export function useAcceptAgreement() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: acceptAgreement,
    onSuccess: async (user) => {
      local.remove('termsDialogClosed')
      client.setQueryData(currentUserQuery.queryKey, user)
      await client.invalidateQueries({ queryKey: currentUserQuery.queryKey })
    },
  })
}
