import { useMutation } from '@tanstack/react-query'
import type { LoginRequest, User } from '@psp/contracts'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { call } from '../../../lib/api-call'
import { useSetCurrentUser } from '../../../lib/current-user'
import { local } from '../../../lib/storage'

export const login = (input: LoginRequest, context?: string) =>
  call(authEndpoints.login, { query: { context }, body: input }, { skipAuthRedirect: true })

/** Keeps a signed-in user; remembers an individual user (no organization) under the flag SPEC §4 Login names. */
export function useRememberSignIn() {
  const setUser = useSetCurrentUser()
  return (user: User) => {
    local.remove('logout')
    if (user.organization) local.remove('individualUser')
    else {
      local.set('individualUser', 'yes')
      local.set('showChooseOrganization', 'yes')
    }
    setUser(user)
  }
}

/** Signs in. A right password may answer a second step instead of the user (the second factor, ADR 0029). */
export function useLogin() {
  const remember = useRememberSignIn()
  return useMutation({
    mutationFn: ({ input, context }: { input: LoginRequest; context?: string }) => login(input, context),
    onSuccess: (answer) => {
      if ('id' in answer) remember(answer)
    },
  })
}
