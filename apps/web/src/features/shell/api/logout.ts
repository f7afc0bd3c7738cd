import { useMutation } from '@tanstack/react-query'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { call } from '../../../lib/api-call'
import { paths } from '../../../lib/paths'
import { clearAllStorage, local } from '../../../lib/storage'

/** An already ended session answers 401: that must not start the 401 redirect, the logout finishes anyway. */
export const logout = () => call(authEndpoints.logout, {}, { skipAuthRedirect: true })

/**
 * SPEC §2, §4: logging out clears local and session storage and sets the `logout` flag, so the 401 rule does not
 * keep a context. A full page load to /login drops every cached answer of the signed-in user.
 */
export function finishLogout() {
  clearAllStorage()
  local.set('logout', 'true')
  window.location.assign(paths.login)
}

export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: finishLogout })
}
