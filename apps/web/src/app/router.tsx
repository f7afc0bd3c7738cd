import { Navigate, type RouteObject } from 'react-router'
import { paths } from '../lib/paths'
import { withChunkLoadTimeout } from './layout/chunk-load-timeout'
import { NotFoundPage } from './layout/not-found-page'
import { RouteErrorBoundary } from './layout/route-error-boundary'
import { RootRoute, SIGNED_IN_ROUTE_ID, StandalonePageLoading } from './layout/page-loading-routes'

/**
 * The route map of SPEC §2. Each page is loaded on demand (`lazy`); a failed chunk load lands in the error
 * boundary, which shows the loading error. A route is added here when its feature exists.
 */
const routeMap: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    // The first load of a page whose code is still on its way shows that it is loading, not a blank window.
    HydrateFallback: StandalonePageLoading,
    Component: RootRoute,
    children: [
      {
        // A full load of /login gets the page rendered by the server and its own small entry (login-main.tsx, ADR
        // 0037); the app loads the form when it sends a signed-out user there.
        path: paths.login,
        lazy: () => import('../features/auth/pages/login-route').then((m) => ({ Component: m.LoginRoute })),
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
        // The «Забыли пароль?» form and the page of the one-time links from e-mails work without signing in.
        path: paths.forgotPassword,
        lazy: () =>
          import('../features/auth/pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: paths.setPassword,
        lazy: () => import('../features/auth/pages/set-password-page').then((m) => ({ Component: m.SetPasswordPage })),
      },
      {
        path: paths.tokenLoginError,
        lazy: () =>
          import('../features/shell/pages/token-login-error-page').then((m) => ({
            Component: m.TokenLoginErrorPage,
          })),
      },
      {
        // The one-click links of the e-mails about applications: the link itself is the proof, signed in or not.
        path: paths.emailAction,
        lazy: () => import('./layout/email-action-route').then((m) => ({ Component: m.EmailActionRoute })),
      },
      {
        id: SIGNED_IN_ROUTE_ID,
        lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: [
          {
            // A page whose chunk fails to load shows the loading error inside the layout: header and footer stay.
            errorElement: <RouteErrorBoundary inLayout />,
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
                path: paths.createOrder,
                lazy: () =>
                  import('../features/applications/create/pages/create-order-page').then((m) => ({
                    Component: m.CreateOrderPage,
                  })),
              },
              {
                path: paths.orders,
                lazy: () =>
                  import('../features/applications/list/pages/orders-page').then((m) => ({ Component: m.OrdersPage })),
              },
              {
                path: paths.search,
                lazy: () => import('../features/search/pages/search-page').then((m) => ({ Component: m.SearchPage })),
              },
              {
                // The guards and the access rules they ask load with the pages they guard, not with the login page.
                lazy: () => import('./layout/guards').then((m) => ({ Component: m.ReportsOnly })),
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

              {
                // SPEC §2 Access: «Мои организации» is the Regular-only page (a platform Admin belongs to none).
                lazy: () => import('./layout/guards').then((m) => ({ Component: m.RegularOnly })),
                children: [
                  {
                    path: paths.myOrganizations,
                    lazy: () =>
                      import('../features/organizations/pages/my-organizations-page').then((m) => ({
                        Component: m.MyOrganizationsPage,
                      })),
                  },
                ],
              },
              {
                path: '/organization/:orgId/employees/:id',
                lazy: () =>
                  import('../features/organizations/pages/employee-page').then((m) => ({ Component: m.EmployeePage })),
              },
              {
                path: '/employees/:id',
                lazy: () =>
                  import('../features/organizations/pages/employee-page').then((m) => ({ Component: m.EmployeePage })),
              },
              {
                path: '/organization/:orgId/*',
                lazy: () =>
                  import('../features/organizations/pages/organization-page').then((m) => ({
                    Component: m.OrganizationPage,
                  })),
              },

              {
                path: paths.profile,
                lazy: () =>
                  import('../features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: paths.changeUserData,
                lazy: () =>
                  import('../features/profile/pages/change-user-data-page').then((m) => ({
                    Component: m.ChangeUserDataPage,
                  })),
              },
              {
                path: paths.alerts,
                lazy: () => import('../features/alerts/pages/alerts-page').then((m) => ({ Component: m.AlertsPage })),
              },
              {
                path: paths.alert(':id'),
                lazy: () => import('../features/alerts/pages/alert-page').then((m) => ({ Component: m.AlertPage })),
              },
              {
                path: paths.order(':id'),
                lazy: () =>
                  import('../features/applications/detail/pages/order-page').then((m) => ({ Component: m.OrderPage })),
              },
              {
                path: paths.notification(':id'),
                lazy: () =>
                  import('../features/notifications/pages/notification-page').then((m) => ({
                    Component: m.NotificationPage,
                  })),
              },

              {
                lazy: () => import('./layout/guards').then((m) => ({ Component: m.AdminOnly })),
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
                  {
                    path: paths.auditLog,
                    lazy: () =>
                      import('../features/administration/pages/audit-log-page').then((m) => ({
                        Component: m.AuditLogPage,
                      })),
                  },
                  {
                    path: paths.webhooks,
                    lazy: () =>
                      import('../features/administration/pages/webhooks-page').then((m) => ({
                        Component: m.WebhooksPage,
                      })),
                  },
                  {
                    path: paths.organizations,
                    lazy: () =>
                      import('../features/organizations/pages/organizations-admin-page').then((m) => ({
                        Component: m.OrganizationsAdminPage,
                      })),
                  },
                  {
                    path: paths.organizationsSearch,
                    lazy: () =>
                      import('../features/organizations/pages/organizations-admin-page').then((m) => ({
                        Component: m.OrganizationsAdminPage,
                      })),
                  },

                  {
                    path: paths.notifications,
                    lazy: () =>
                      import('../features/notifications/pages/notifications-page').then((m) => ({
                        Component: m.NotificationsPage,
                      })),
                  },
                  {
                    path: paths.createNotification,
                    lazy: () =>
                      import('../features/notifications/pages/create-notification-page').then((m) => ({
                        Component: m.CreateNotificationPage,
                      })),
                  },
                  {
                    path: paths.editNotification(':id'),
                    lazy: () =>
                      import('../features/notifications/pages/edit-notification-page').then((m) => ({
                        Component: m.EditNotificationPage,
                      })),
                  },
                  {
                    path: paths.serviceDesk,
                    lazy: () =>
                      import('../features/applications/detail/pages/service-desk-page').then((m) => ({
                        Component: m.ServiceDeskPage,
                      })),
                  },
                  {
                    path: paths.serviceDeskApplication(':id'),
                    lazy: () =>
                      import('../features/applications/detail/pages/service-desk-application-page').then((m) => ({
                        Component: m.ServiceDeskApplicationPage,
                      })),
                  },
                  {
                    path: paths.accounts,
                    lazy: () =>
                      import('../features/accounts/pages/accounts-page').then((m) => ({ Component: m.AccountsPage })),
                  },
                  {
                    path: paths.accountsSearch,
                    lazy: () =>
                      import('../features/accounts/pages/accounts-page').then((m) => ({ Component: m.AccountsPage })),
                  },
                  {
                    path: '/accounts/:id',
                    lazy: () =>
                      import('../features/accounts/pages/account-page').then((m) => ({ Component: m.AccountPage })),
                  },
                ],
              },
              // Admin-only pages go under the AdminOnly guard of ./layout/guards, loaded with them.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
]

/**
 * The routes as the browser and the server-side renderer (src/entry-server.tsx) take them. A fresh copy each time:
 * a page rendered on the server resolves the lazy routes it shows in place before the browser's router is made
 * (main.tsx), and the server keeps one copy for all its renders.
 */
export const createRoutes = (): RouteObject[] => withChunkLoadTimeout(routeMap)
