import { Outlet } from 'react-router'
import { PublicFrame } from '../components/public-frame'

/** The frame of a page other features open without signing in (the e-mail links of applications), as a route layout. */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  )
}
