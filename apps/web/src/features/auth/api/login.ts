import { useMutation } from '@tanstack/react-query'
import type { LoginRequest, User } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { useSetCurrentUser } from '../../../lib/current-user'
import { local } from '../../../lib/storage'

export const login = (input: LoginRequest, context?: string) =>
  api.post<User>('/login', input, { query: { context }, skipAuthRedirect: true })

/** Signs in; remembers an individual user (no organization) under the flag SPEC §4 Login names. */
export function useLogin() {
  const setUser = useSetCurrentUser()
  return useMutation({
    mutationFn: ({ input, context }: { input: LoginRequest; context?: string }) => login(input, context),
    onSuccess: (user) => {
      local.remove('logout')
      if (user.organization) local.remove('individualUser')
      else {
        local.set('individualUser', 'yes')
        local.set('showChooseOrganization', 'yes')
      }
      setUser(user)
    },
  })
}
