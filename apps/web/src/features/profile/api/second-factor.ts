import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { secondFactorEndpoints as endpoints } from '@psp/contracts/endpoints/second-factor.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

const statusKey = queryKey(endpoints.getSecondFactor)

export const useSecondFactorStatus = () =>
  useQuery({ queryKey: statusKey, queryFn: () => call(endpoints.getSecondFactor) })

export const useSetUpSecondFactor = () => useMutation({ mutationFn: () => call(endpoints.setUpSecondFactor) })

/** Each change rereads the section's state (on, codes left). */
function useStatusChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: statusKey }) })
}

export const useEnableSecondFactor = () =>
  useStatusChange((code: string) => call(endpoints.enableSecondFactor, { body: { code } }))

export const useDisableSecondFactor = () =>
  useStatusChange((code: string) => call(endpoints.disableSecondFactor, { body: { code } }))
