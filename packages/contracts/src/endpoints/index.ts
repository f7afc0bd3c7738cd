import { accountsEndpoints } from './accounts.endpoints'
import { agreementsEndpoints } from './agreements.endpoints'
import { alertsEndpoints } from './alerts.endpoints'
import { applicationsEndpoints } from './applications.endpoints'
import { authEndpoints } from './auth.endpoints'
import { notificationsEndpoints } from './notifications.endpoints'
import { knowledgeBaseAuthoringEndpoints } from './knowledge-base-authoring.endpoints'
import { knowledgeBaseEndpoints } from './knowledge-base.endpoints'
import { organizationsEndpoints } from './organizations.endpoints'
import { profileEndpoints } from './profile.endpoints'
import { reportsEndpoints } from './reports.endpoints'
import { searchEndpoints } from './search.endpoints'

/**
 * Every call the web app makes, by name (ADR 0015). An area adds `<area>.endpoints.ts` and one line here; the web
 * imports its area's map directly (`@psp/contracts/endpoints/<area>.endpoints`), so a chunk carries only its own calls.
 * The server's contract test checks that each one is a registered route.
 */
export const endpoints = {
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
}

export * from './endpoint'
