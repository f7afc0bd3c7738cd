import { Outlet } from 'react-router'
import { useCan } from '../../lib/use-can'
import { useCurrentUser } from '../../lib/current-user'
import { canReadReports } from '../../lib/report-access'
import { NotFoundPage } from './not-found-page'

/**
 * Route wrappers of SPEC §2 Access. They sit inside the layout, which renders nothing until the user has arrived,
 * so the user is known here; a role that is not allowed sees the not-found page.
 */
export function AdminOnly() {
  return <Guard allowed={useCan('administer')} />
}

/** The Regular-only page: a missing role counts as Regular (SPEC §1), so everyone but the platform Admin. */
export function RegularOnly() {
  return <Guard allowed={useCan('regularArea')} />
}

function Guard({ allowed }: { allowed: boolean }) {
  const { data: user } = useCurrentUser()
  if (!user) return null
  return allowed ? <Outlet /> : <NotFoundPage />
}

/** The report screens: the reports rule (platform Admins and organization Admins); others see the not-found page. */
export function ReportsOnly() {
  const { data: user } = useCurrentUser()
  if (!user) return null
  return canReadReports(user) ? <Outlet /> : <NotFoundPage />
}
