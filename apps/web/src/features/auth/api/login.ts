import { useMutation } from '@tanstack/react-query'
import type { LoginRequest } from '@psp/contracts'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { call } from '../../../lib/api-call'
import { useSetCurrentUser } from '../../../lib/current-user'
import { local } from '../../../lib/storage'

export const login = (input: LoginRequest, context?: string) =>
  call(authEndpoints.login, { query: { context }, body: input }, { skipAuthRedirect: true })

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
