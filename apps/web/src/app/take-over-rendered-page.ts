import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import { createElement, Fragment, type ReactNode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { RouteObject } from 'react-router'
import { takeOverEarlyInput } from '../lib/early-input'
import { loadLazyParts } from '../lib/lazy-part'
import { resolveLazyRoutes } from './resolve-lazy-routes'

/** How long after the page was rendered its answers count as fresh when a page mounts their queries. */
const SERVER_ANSWERS_FRESH_MS = 60_000

/**
 * Puts the answers a page was rendered from into the query cache. Mounting the page then does not ask for them again
 * while they are a moment old; an app started long after the page arrived (ADR 0024) asks for them again, and so does
 * a query invalidated since (by a change the user made).
 */
function hydrateServerAnswers(client: QueryClient, state: DehydratedState) {
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

/**
 * Hands the page's events to the app once the whole page has hydrated. An event React receives while the page is
 * still being hydrated is dropped whenever hydrating cannot finish at once, so what the user did meanwhile stays held
 * by rendered-page.js until then. The first child of the root: its effect runs before the app's own (the alerts
 * stream takes the events that started the app).
 */
function TakeOverEarlyInput() {
  useEffect(takeOverEarlyInput, [])
  return null
}

/**
 * The app taking over a page the server rendered (ADR 0023), started at the user's first sign of use (ADR 0024). The
 * query cache gets the answers the page was rendered from, and the router the page's own chunks and their lazy parts,
 * before anything renders, so the first render matches the markup. Hydrating as a transition lets the browser handle
 * input between slices of the work; what the user did before is replayed once the page has hydrated. A module of its own: a page the browser renders never needs it (the login page's first download).
 */
export async function takeOverRenderedPage(
  container: HTMLElement,
  app: ReactNode,
  routes: RouteObject[],
  client: QueryClient,
  state: DehydratedState,
) {
  hydrateServerAnswers(client, state)
  await resolveLazyRoutes(routes, window.location.pathname)
    .then(loadLazyParts)
    .catch(() => undefined)
  // No markup of its own: the rendered page hydrates as the app's alone.
  const root = createElement(Fragment, null, createElement(TakeOverEarlyInput), app)
  startTransition(() => void hydrateRoot(container, root))
}
