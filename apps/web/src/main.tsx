import '@mantine/core/styles.css'
import './features/vision/vision.css'
import './ui/focus-ring.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers, queryClient } from './app/providers'
import { createRoutes } from './app/router'
import { readServerRenderState } from './lib/server-render-state'

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
  // A page the server rendered (ADR 0023, ADR 0024): the app takes it over.
  void import('./app/take-over-rendered-page').then((m) =>
    m.takeOverRenderedPage(container, app(), routes, queryClient, serverState),
  )
} else {
  createRoot(container).render(app())
}
