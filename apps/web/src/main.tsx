import '@mantine/core/styles.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers, queryClient } from './app/providers'
import { createRoutes } from './app/router'
import { resolveLazyRoutes } from './app/resolve-lazy-routes'
import { takeOverEarlyInput } from './lib/early-input'
import { loadLazyParts } from './lib/lazy-part'
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
  // A page the server rendered (ADR 0023), started at the user's first sign of use (ADR 0024): the query cache gets the
  // answers it was rendered from, and the router the page's own chunks and their lazy parts, before anything renders,
  // so the first render matches the markup. Hydrating as a transition lets the browser handle input between slices of
  // the work; what the user did before is then replayed, and React hydrates first what that reaches.
  hydrateServerAnswers(queryClient, serverState)
  void resolveLazyRoutes(routes, window.location.pathname)
    .then(loadLazyParts)
    .catch(() => undefined)
    .then(() => {
      startTransition(() => void hydrateRoot(container, app()))
      takeOverEarlyInput()
    })
} else {
  createRoot(container).render(app())
}
