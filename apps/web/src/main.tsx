import '@mantine/core/styles.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers, queryClient } from './app/providers'
import { createRoutes } from './app/router'
import { resolveLazyRoutes } from './app/resolve-lazy-routes'
import { hydrateServerAnswers, readServerRenderState } from './lib/server-render-state'

const container = document.getElementById('root')!
const routes = createRoutes()
const serverState = readServerRenderState()

function app() {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  )
}

if (serverState) {
  // A page the server rendered (ADR 0023): the query cache gets the answers it was rendered from and the router the
  // page's own chunks before anything renders, so the first render matches the markup. Hydrating as a transition
  // lets the browser handle input between slices of the work instead of freezing until all of it is done.
  hydrateServerAnswers(queryClient, serverState)
  void resolveLazyRoutes(routes, window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, app())))
} else {
  createRoot(container).render(app())
}
