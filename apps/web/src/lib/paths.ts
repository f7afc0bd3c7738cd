/** The one map of the portal's routes (SPEC §2). Links and redirects use these, never string literals. */
export const paths = {
  home: '/knowledge-base',
  login: '/login',
  uiKit: '/ui-kit',
  orders: '/orders',
  order: (id: string) => `/orders/${id}`,
  createOrder: '/create-order',
  /** The application form started from an article: its system, service and the article itself (SPEC §9 prefillInfo). */
  createOrderFrom: (q: { system: string; service: string; article?: string }) =>
    `/create-order?${new URLSearchParams(Object.entries(q).filter(([, v]) => v) as [string, string][])}`,
  organization: (orgId: string) => `/organization/${orgId}`,
  profile: '/profile',
  myOrganizations: '/my-organizations',
  organizations: '/organizations',
  organizationsSearch: '/organizations/search',
  accounts: '/accounts',
  accountsSearch: '/accounts/search',
  account: (id: string) => `/accounts/${id}`,
  forgotPassword: '/forgot-password',
  setPassword: '/set-password',
  search: '/search',
  knowledgeBase: '/knowledge-base',
  /** Not named by SPEC: the knowledge base with one system chosen (the article's breadcrumbs), a plain link. */
  knowledgeBaseSystem: (system: string) => `/knowledge-base?system=${encodeURIComponent(system)}`,
  /** `fromTag`: the tag the user arrived with from an external system (by-tag redirect), kept for analytics. */
  articleDetails: (q: { article: string; system?: string; service?: string; fromTag?: string }) =>
    `/knowledge-base/details?${new URLSearchParams(Object.entries(q).filter(([, v]) => v) as [string, string][])}`,
  articlesByTag: (id: string, tag: string, fromTag?: string) =>
    `/knowledge-base/articles-by-tag/${id}?tag=${encodeURIComponent(tag)}${fromTag ? `&fromTag=${encodeURIComponent(fromTag)}` : ''}`,
  byTagRedirect: (tag: string) => `/knowledge-base/by-tag-redirect?tag=${encodeURIComponent(tag)}`,
  articleNew: '/knowledge-base/new',
  articleEdit: (article: string) => `/knowledge-base/edit?article=${encodeURIComponent(article)}`,
  employee: (id: string) => `/employees/${id}`,
  notifications: '/notifications',
  notification: (id: string) => `/notification/${id}`,
  createNotification: '/create-notification',
  editNotification: (id: string) => `/edit-notification/${id}`,
  emailAction: '/email/action',
  administration: '/administration',
  /** Not named by SPEC: the audit log of platform Admins (issue 21). */
  auditLog: '/administration/audit-log',
  /** Not named by SPEC: webhooks for other systems (ADR 0032). */
  webhooks: '/administration/webhooks',
  info: '/info',
  tokenLoginError: '/token-login-error',
  changeUserData: '/change-user-data',
  alerts: '/alerts',
  /** Not named by SPEC: the article-analytics reports (docs/adr/0014-article-reports.md). */
  articleReports: '/reports/articles',
  knowledgeGaps: '/reports/knowledge-gaps',
  alert: (id: string) => `/alerts/${id}`,
  /** Not named by SPEC: the built-in service desk's operator console, for platform Admins (issue 10). */
  serviceDesk: '/service-desk',
  serviceDeskApplication: (id: string) => `/service-desk/${id}`,
} as const
