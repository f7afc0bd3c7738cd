import { accountsEndpoints } from './accounts.endpoints'
import { agreementsEndpoints } from './agreements.endpoints'
import { alertsEndpoints } from './alerts.endpoints'
import { apiTokensEndpoints } from './api-tokens.endpoints'
import { applicationsEndpoints } from './applications.endpoints'
import { auditLogEndpoints } from './audit-log.endpoints'
import { authEndpoints } from './auth.endpoints'
import { filesEndpoints } from './files.endpoints'
import { healthEndpoints } from './health.endpoints'
import { notificationsEndpoints } from './notifications.endpoints'
import { knowledgeBaseAuthoringEndpoints } from './knowledge-base-authoring.endpoints'
import { knowledgeBaseEndpoints } from './knowledge-base.endpoints'
import { organizationsEndpoints } from './organizations.endpoints'
import { profileEndpoints } from './profile.endpoints'
import { reportsEndpoints } from './reports.endpoints'
import { searchEndpoints } from './search.endpoints'
import { webhooksEndpoints } from './webhooks.endpoints'
import { singleSignOnEndpoints } from './single-sign-on.endpoints'
import { secondFactorEndpoints } from './second-factor.endpoints'

/**
 * Every /api route, by name (ADR 0015): the server registers each route from its record
 * (apps/server/src/platform/endpoint-route.ts) and the web calls it through the same record. An area adds
 * `<area>.endpoints.ts` and one line here; the web imports its area's map directly
 * (`@psp/contracts/endpoints/<area>.endpoints`), so a chunk carries only its own calls. The server's contract test
 * checks that the records and the registered routes are the same set.
 */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...alertsEndpoints,
  ...organizationsEndpoints,
  ...knowledgeBaseEndpoints,
  ...knowledgeBaseAuthoringEndpoints,
  ...searchEndpoints,
  ...profileEndpoints,
  ...accountsEndpoints,
  ...notificationsEndpoints,
  ...agreementsEndpoints,
  ...reportsEndpoints,
  ...applicationsEndpoints,
  ...filesEndpoints,
  ...auditLogEndpoints,
  ...apiTokensEndpoints,
  ...webhooksEndpoints,
  ...singleSignOnEndpoints,
  ...secondFactorEndpoints,
}

export * from './endpoint'
