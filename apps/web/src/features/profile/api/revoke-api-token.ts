import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiTokensEndpoints as tokens } from '@psp/contracts/endpoints/api-tokens.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource } from '../../../lib/query-keys'

/** DELETE /user/api-tokens/{id}: every later call with the token is refused. */
export const revokeApiToken = (id: string) => call(tokens.revokeApiToken, { params: { id } })

export function useRevokeApiToken() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => invalidateResource(client, 'api-tokens'),
  })
}
