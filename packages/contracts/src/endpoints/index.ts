import { alertsEndpoints } from './alerts.endpoints'
import { authEndpoints } from './auth.endpoints'
import { knowledgeBaseAuthoringEndpoints } from './knowledge-base-authoring.endpoints'
import { knowledgeBaseEndpoints } from './knowledge-base.endpoints'
import { organizationsEndpoints } from './organizations.endpoints'
import { searchEndpoints } from './search.endpoints'

/**
 * Every call the web app makes, by name (ADR 0010). An area adds `<area>.endpoints.ts` and one line here; the web
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
}

export * from './endpoint'
