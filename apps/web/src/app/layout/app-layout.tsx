import { Outlet } from 'react-router'
import { useCurrentUser } from '../../lib/current-user'
import { SignedInProviders } from './signed-in-providers'

/**
 * The frame of every signed-in page. It asks for the current user and renders nothing until it arrives;
 * a 401 sends the browser to /login through the API client.
 */
export function AppLayout() {
  const user = useCurrentUser()
  if (!user.data) return null
  return (
    <SignedInProviders>
      <Outlet />
    </SignedInProviders>
  )
}
