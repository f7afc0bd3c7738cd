import { createBrowserRouter, Navigate } from 'react-router'
import { paths } from '../lib/paths'
import { RouteErrorBoundary } from './layout/route-error-boundary'

/**
 * The route map of SPEC §2. Each page is loaded on demand (`lazy`); a failed chunk load lands in the error
 * boundary, which shows the loading error. A route is added here when its feature exists.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        path: paths.login,
        lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: [{ path: '/', element: <Navigate to={paths.home} replace /> }],
      },
    ],
  },
])
