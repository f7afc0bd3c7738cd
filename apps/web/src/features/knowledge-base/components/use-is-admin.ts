import { useCurrentUser } from '../../../lib/current-user'

/** Authoring controls are for the platform Admin only; the server checks again on every call. */
export function useIsAdmin() {
  const { data: user } = useCurrentUser()
  return user?.role === 'Admin'
}
