import type { LoginRequest, User } from '@psp/contracts'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { call } from '../../../lib/api-call'
import { local } from '../../../lib/storage'
import { useAction } from '../../../lib/use-action'

export const login = (input: LoginRequest, context?: string) =>
  call(authEndpoints.login, { query: { context }, body: input }, { skipAuthRedirect: true })

/**
 * Remembers an individual user (no organization) under the flag SPEC §4 Login names. The page then loads the portal
 * afresh, which asks for the signed-in user itself.
 */
export function rememberSignIn(user: User) {
  local.remove('logout')
  if (user.organization) local.remove('individualUser')
  else {
    local.set('individualUser', 'yes')
    local.set('showChooseOrganization', 'yes')
  }
}

/** Signs in. A right password may answer a second step instead of the user (the second factor, ADR 0029). */
export const useLogin = () =>
  useAction(({ input, context }: { input: LoginRequest; context?: string }) => login(input, context), {
    onSuccess: (answer) => {
      if ('id' in answer) rememberSignIn(answer)
    },
  })
