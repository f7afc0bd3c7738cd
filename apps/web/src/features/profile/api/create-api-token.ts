import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateApiTokenRequest } from '@psp/contracts'
import { apiTokensEndpoints as tokens } from '@psp/contracts/endpoints/api-tokens.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource } from '../../../lib/query-keys'

/** POST /user/api-tokens: answers the token itself, this once. */
export const createApiToken = (body: CreateApiTokenRequest) => call(tokens.createApiToken, { body })

export function useCreateApiToken() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => invalidateResource(client, 'api-tokens'),
  })
}
