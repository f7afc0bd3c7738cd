import { Box } from '@mantine/core'
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router'
import { PageLoading, useSlowLoading } from '../../ui/page-loading'

/** The id of the signed-in layout's route: its pages show their loader inside the frame (app-layout.tsx). */
export const SIGNED_IN_ROUTE_ID = 'signed-in'

/** The router's fallback of a first load: no frame is there yet, so the loader, once it is worth showing, is the page. */
export function StandalonePageLoading() {
  const slow = useSlowLoading(true)
  return slow ? <PageLoading standalone /> : <Box component="main" mih="60vh" />
}

/**
 * The root of the route map. Leaving a page without the signed-in frame (the login page, the password pages) for one
 * whose code is slow to load, the loader takes the page's place instead of the old page staying as if nothing happened.
 */
export function RootRoute() {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const framed = useMatches().some((match) => match.id === SIGNED_IN_ROUTE_ID)
  const slow = useSlowLoading(!framed && navigation.state === 'loading' && navigation.location.pathname !== pathname)
  return slow ? <PageLoading standalone /> : <Outlet />
}
