import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../platform/context'
import { agreementsRoutes } from './agreements/agreements.routes'
import { alertsRoutes } from './alerts/alerts.routes'
import { articleEventsRoutes } from './article-events/article-events.routes'
import { authRoutes } from './auth/auth.routes'
import { filesRoutes } from './files/files.routes'
import { healthRoutes } from './health/health.routes'
import { knowledgeBaseRoutes } from './knowledge-base/knowledge-base.routes'
import { organizationChoiceRoutes } from './organizations/organization-choice.routes'
import { userOrganizationsRoutes } from './organizations/user-organizations.routes'
import { reportsRoutes } from './reports/reports.routes'
import { searchRoutes } from './search/search.routes'
import { usersRoutes } from './users/users.routes'

/** Every API module, registered under /api. A new module adds one line here. */
export const apiModules: Array<(ctx: AppContext) => (app: FastifyInstance) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  organizationChoiceRoutes,
  userOrganizationsRoutes,
  alertsRoutes,
  agreementsRoutes,
  filesRoutes,
  knowledgeBaseRoutes,
  articleEventsRoutes,
  searchRoutes,
  reportsRoutes,
]
