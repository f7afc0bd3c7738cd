import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../platform/context'
import { apiTokensRoutes } from './api-tokens/api-tokens.routes'
import { agreementsRoutes } from './agreements/agreements.routes'
import { alertsRoutes } from './alerts/alerts.routes'
import { applicationExportRoutes } from './applications/application-export.routes'
import { applicationsRoutes } from './applications/applications.routes'
import { applicationViewsRoutes } from './applications/application-views.routes'
import { dictionariesRoutes } from './applications/dictionaries.routes'
import { operatorRoutes } from './applications/operator.routes'
import { emailActionsRoutes } from './applications/email-actions.routes'
import { articleEventsRoutes } from './article-events/article-events.routes'
import { auditLogRoutes } from './audit-log/audit-log.routes'
import { authRoutes } from './auth/auth.routes'
import { employeeActionsRoutes } from './employees/employee-actions.routes'
import { employeesRoutes } from './employees/employees.routes'
import { filesRoutes } from './files/files.routes'
import { healthRoutes } from './health/health.routes'
import { notificationsRoutes } from './alerts/notifications.routes'
import { knowledgeBaseRoutes } from './knowledge-base/knowledge-base.routes'
import { organizationCardRoutes } from './organizations/organization-card.routes'
import { organizationChoiceRoutes } from './organizations/organization-choice.routes'
import { userOrganizationsRoutes } from './organizations/user-organizations.routes'
import { reportsRoutes } from './reports/reports.routes'
import { searchRoutes } from './search/search.routes'
import { singleSignOnRoutes } from './single-sign-on/single-sign-on.routes'
import { secondFactorRoutes } from './second-factor/second-factor.routes'
import { secondFactorSignInRoutes } from './auth/second-factor-sign-in.routes'
import { tokenLoginRoutes } from './token-login/token-login.routes'
import { usersRoutes } from './users/users.routes'
import { profileRoutes } from './profile/profile.routes'
import { accountsRoutes } from './accounts/accounts.routes'
import { passwordsRoutes } from './passwords/passwords.routes'
import { userDataChangesRoutes } from './user-data-changes/user-data-changes.routes'
import { webhooksRoutes } from './webhooks/webhooks.routes'

/** Every API module, registered under /api. A new module adds one line here. */
export const apiModules: Array<(ctx: AppContext) => (app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  auditLogRoutes,
  webhooksRoutes,
  authRoutes,
  secondFactorSignInRoutes,
  secondFactorRoutes,
  tokenLoginRoutes,
  singleSignOnRoutes,
  usersRoutes,
  organizationChoiceRoutes,
  userOrganizationsRoutes,
  organizationCardRoutes,
  employeesRoutes,
  employeeActionsRoutes,
  alertsRoutes,
  notificationsRoutes,
  agreementsRoutes,
  filesRoutes,
  knowledgeBaseRoutes,
  articleEventsRoutes,
  searchRoutes,
  userDataChangesRoutes,
  profileRoutes,
  accountsRoutes,
  passwordsRoutes,
  applicationsRoutes,
  applicationViewsRoutes,
  dictionariesRoutes,
  operatorRoutes,
  emailActionsRoutes,
  applicationExportRoutes,
  reportsRoutes,
  apiTokensRoutes,
]
