import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { LoginPage } from '../features/auth/pages/login-page'
import { paths } from '../lib/paths'
import { withChunkLoadTimeout } from './layout/chunk-load-timeout'
import { AdminOnly, ReportsOnly } from './layout/guards'
import { NotFoundPage } from './layout/not-found-page'
import { RouteErrorBoundary } from './layout/route-error-boundary'

/**
 * The route map of SPEC §2. Each page is loaded on demand (`lazy`); a failed chunk load lands in the error
 * boundary, which shows the loading error. A route is added here when its feature exists.
 */
const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        // The one page every signed-out visitor and every 401 lands on ships with the entry: no second round trip
        // before the form shows (Lighthouse on /login). Every other page loads on demand.
        path: paths.login,
        Component: LoginPage,
      },
      {
        // The UI kit opens without signing in (SPEC §2 Routes), so it sits outside the signed-in layout.
        path: paths.uiKit,
        lazy: () => import('../features/ui-kit/pages/ui-kit-page').then((m) => ({ Component: m.UiKitPage })),
      },
      {
        // Information and token-login-error pages are reached from e-mails and other systems, signed in or not.
        path: paths.info,
        lazy: () => import('../features/shell/pages/info-page').then((m) => ({ Component: m.InfoPage })),
      },
      {
        path: paths.tokenLoginError,
        lazy: () =>
          import('../features/shell/pages/token-login-error-page').then((m) => ({
            Component: m.TokenLoginErrorPage,
          })),
      },
      {
        lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: [
          { path: '/', element: <Navigate to={paths.home} replace /> },
          {
            path: paths.knowledgeBase,
            lazy: () =>
              import('../features/knowledge-base/pages/knowledge-base-page').then((m) => ({
                Component: m.KnowledgeBasePage,
              })),
          },
          {
            path: '/knowledge-base/details',
            lazy: () =>
              import('../features/knowledge-base/pages/article-details-page').then((m) => ({
                Component: m.ArticleDetailsPage,
              })),
          },
          {
            path: '/knowledge-base/articles-by-tag/:id',
            lazy: () =>
              import('../features/knowledge-base/pages/articles-by-tag-page').then((m) => ({
                Component: m.ArticlesByTagPage,
              })),
          },
          {
            path: '/knowledge-base/by-tag-redirect',
            lazy: () =>
              import('../features/knowledge-base/pages/by-tag-redirect-page').then((m) => ({
                Component: m.ByTagRedirectPage,
              })),
          },
          {
            path: paths.search,
            lazy: () => import('../features/search/pages/search-page').then((m) => ({ Component: m.SearchPage })),
          },
          {
            element: <AdminOnly />,
            children: [
              {
                path: paths.articleNew,
                lazy: () =>
                  import('../features/knowledge-base/pages/article-editor-page').then((m) => ({
                    Component: m.NewArticlePage,
                  })),
              },
              {
                path: '/knowledge-base/edit',
                lazy: () =>
                  import('../features/knowledge-base/pages/article-editor-page').then((m) => ({
                    Component: m.EditArticlePage,
                  })),
              },
              {
                path: paths.administration,
                lazy: () =>
                  import('../features/administration/pages/administration-page').then((m) => ({
                    Component: m.AdministrationPage,
                  })),
              },
            ],
          },
          {
            element: <ReportsOnly />,
            children: [
              {
                path: paths.articleReports,
                lazy: () =>
                  import('../features/reports/pages/article-reports-page').then((m) => ({
                    Component: m.ArticleReportsPage,
                  })),
              },
              {
                path: paths.knowledgeGaps,
                lazy: () =>
                  import('../features/reports/pages/knowledge-gaps-page').then((m) => ({
                    Component: m.KnowledgeGapsPage,
                  })),
              },
            ],
          },
          // Admin-only pages go under `{ element: <AdminOnly />, children: [...] }` from ./layout/guards.
          // The guards render the not-found page anyway, so it ships with them instead of as its own chunk.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]

export const router = createBrowserRouter(withChunkLoadTimeout(routes))
