import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import { SERVER_RENDER_STATE_ELEMENT_ID } from '@psp/contracts/limits'

/** The answers a server-rendered page was rendered from (ADR 0023), or null for a page the browser renders. */
export function readServerRenderState(): DehydratedState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as DehydratedState
  } catch {
    return null
  }
}

/** How long after the page was rendered its answers count as fresh when a page mounts their queries. */
const SERVER_ANSWERS_FRESH_MS = 60_000

/**
 * Puts the answers a page was rendered from into the query cache. Mounting the page then does not ask for them again
 * while they are a moment old; an app started long after the page arrived (ADR 0024) asks for them again, and so does
 * a query invalidated since (by a change the user made).
 */
export function hydrateServerAnswers(client: QueryClient, state: DehydratedState) {
  hydrate(client, state)
  const answered = new Set(state.queries.map((q) => q.queryHash))
  // The page was rendered just before the browser started loading it; the browser's clock, not the server's.
  const renderedAt = performance.timeOrigin
  const defaults = client.getDefaultOptions()
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) =>
        !(
          answered.has(query.queryHash) &&
          !query.state.isInvalidated &&
          Date.now() - renderedAt < SERVER_ANSWERS_FRESH_MS
        ),
    },
  })
}
