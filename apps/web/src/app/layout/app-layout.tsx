import { Outlet, useLocation, useNavigation } from 'react-router'
import { ShellFrame } from '../../features/shell/components/shell-frame'
import { isApiError } from '../../lib/api-error'
import { useCurrentUser } from '../../lib/current-user'
import { PageLoading, useSlowLoading } from '../../ui/page-loading'
import { RenderErrorBoundary } from './render-error-boundary'
import { SignedInProviders } from './signed-in-providers'
import { TechnicalProblem } from './technical-problem'
import { useRenderedPageHints } from './use-rendered-page-hints'

/**
 * The frame of every signed-in page. It asks for the current user and renders nothing until it arrives; a 401
 * sends the browser to /login through the API client, any other failure shows the technical-problem screen. While
 * the code of the page being opened loads, the frame shows «Страница загружается...» in the page's place.
 */
export function AppLayout() {
  const user = useCurrentUser()
  const { pathname } = useLocation()
  const navigation = useNavigation()
  // Going to another page whose code is slow to load: the loader stands in for the page, inside the frame. A quick
  // one keeps the page it leaves until it arrives, as before.
  const pageLoading = useSlowLoading(navigation.state === 'loading' && navigation.location.pathname !== pathname)
  useRenderedPageHints()
  if (!user.data) {
    const signedOut = isApiError(user.error) && user.error.status === 401
    return user.isError && !signedOut ? <TechnicalProblem /> : null
  }
  return (
    <SignedInProviders>
      <ShellFrame user={user.data}>
        <RenderErrorBoundary resetKey={pathname}>{pageLoading ? <PageLoading /> : <Outlet />}</RenderErrorBoundary>
      </ShellFrame>
    </SignedInProviders>
  )
}
