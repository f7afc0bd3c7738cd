import '@mantine/core/styles.css'
import './features/vision/vision.css'
import './ui/focus-ring.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { theme } from './app/theme'
import { LoginPage } from './features/auth/pages/login-page'

/**
 * The entry of a full load of /login (ADR 0037): the page every visitor opens first. The server sends it rendered
 * (login.html) and this small app, with no route map, hydrates it at once. Signing in loads the portal afresh.
 */
const container = document.getElementById('root')!
const page = (
  <StrictMode>
    {/* Mantine alone of the app's providers: the page asks no data the app caches (ADR 0037). */}
    <MantineProvider theme={theme}>
      <LoginPage search={location.search} />
    </MantineProvider>
  </StrictMode>
)
if (container.hasChildNodes()) hydrateRoot(container, page)
else createRoot(container).render(page)
