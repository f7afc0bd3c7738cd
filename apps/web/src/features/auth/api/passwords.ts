import { useMutation, useQuery } from '@tanstack/react-query'
import type { PasswordTokenInfo, SetPasswordRequest } from '@psp/contracts'
import { api } from '../../../lib/api-client'

// Calls made before signing in: a 401 cannot happen, and none must start the sign-in redirect.
const publicCall = { skipAuthRedirect: true }

export const requestPasswordReset = (email: string) =>
  api.post<{ message: string }>('/password/forgot', { email }, publicCall)

export const getPasswordToken = (token: string) =>
  api.get<PasswordTokenInfo>('/password/token', { ...publicCall, query: { token } })

export const setPassword = (input: SetPasswordRequest) => api.post<{ ok: true }>('/password/set', input, publicCall)

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
export const usePasswordToken = (token: string) =>
  useQuery({ queryKey: ['password-token', token], queryFn: () => getPasswordToken(token), enabled: token !== '' })
export const useSetPassword = () => useMutation({ mutationFn: setPassword })
