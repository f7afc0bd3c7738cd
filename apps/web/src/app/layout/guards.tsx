import { Outlet } from 'react-router'
import { useCurrentUser } from '../../lib/current-user'
import { NotFoundPage } from './not-found-page'

/**
 * Route wrappers of SPEC §2 Access. They sit inside the layout, which renders nothing until the user has arrived,
 * so the user is known here; a role that is not allowed sees the not-found page.
 */
export function AdminOnly() {
  const { data: user } = useCurrentUser()
  if (!user) return null
  return user.role === 'Admin' ? <Outlet /> : <NotFoundPage />
}

/** The Regular-only page: a missing role counts as Regular (SPEC §1), so everyone but the platform Admin. */
export function RegularOnly() {
  const { data: user } = useCurrentUser()
  if (!user) return null
  return user.role !== 'Admin' ? <Outlet /> : <NotFoundPage />
}
