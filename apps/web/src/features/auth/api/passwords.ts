import { useMutation, useQuery } from '@tanstack/react-query'
import type { SetPasswordRequest } from '@psp/contracts'
import { authEndpoints as auth } from '@psp/contracts/endpoints/auth.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

// Calls made before signing in: a 401 cannot happen, and none must start the sign-in redirect.
const publicCall = { skipAuthRedirect: true }

/** POST /password/forgot: the server answers the same whether or not the address is registered. */
export const requestPasswordReset = (email: string) => call(auth.requestPasswordReset, { body: { email } }, publicCall)

/** GET /password/token: checks a set-password link before the form is shown. */
export const getPasswordToken = (token: string) => call(auth.getPasswordToken, { query: { token } }, publicCall)

/** POST /password/set: sets the password with a one-time link. */
export const setPassword = (input: SetPasswordRequest) => call(auth.setPassword, { body: input }, publicCall)

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
export const usePasswordToken = (token: string) =>
  useQuery({
    queryKey: queryKey(auth.getPasswordToken, { query: { token } }),
    queryFn: () => getPasswordToken(token),
    enabled: token !== '',
  })
export const useSetPassword = () => useMutation({ mutationFn: setPassword })
