import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiTokensEndpoints as tokens } from '@psp/contracts/endpoints/api-tokens.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /user/api-tokens: the signed-in user's personal API tokens. */
export const getApiTokens = () => call(tokens.getApiTokens)

export const apiTokensQuery = () => queryOptions({ queryKey: queryKey(tokens.getApiTokens), queryFn: getApiTokens })

export const useApiTokens = () => useQuery(apiTokensQuery())
