import { Outlet, useLocation } from 'react-router'
import { ShellFrame } from '../../features/shell/components/shell-frame'
import { isApiError } from '../../lib/api-error'
import { useCurrentUser } from '../../lib/current-user'
import { RenderErrorBoundary } from './render-error-boundary'
import { SignedInProviders } from './signed-in-providers'
import { TechnicalProblem } from './technical-problem'
import { useRenderedPageHints } from './use-rendered-page-hints'

/**
 * The frame of every signed-in page. It asks for the current user and renders nothing until it arrives; a 401
 * sends the browser to /login through the API client, any other failure shows the technical-problem screen.
 */
export function AppLayout() {
  const user = useCurrentUser()
  const { pathname } = useLocation()
  useRenderedPageHints()
  if (!user.data) {
    const signedOut = isApiError(user.error) && user.error.status === 401
    return user.isError && !signedOut ? <TechnicalProblem /> : null
  }
  return (
    <SignedInProviders>
      <ShellFrame user={user.data}>
        <RenderErrorBoundary resetKey={pathname}>
          <Outlet />
        </RenderErrorBoundary>
      </ShellFrame>
    </SignedInProviders>
  )
}
