import { Box } from '@mantine/core'
import type { User } from '@psp/contracts'
import { lazy, Suspense, type ReactNode } from 'react'
import { MainContent, SkipLink } from '../../../ui/main-content'
import { AppFooter } from './app-footer'
import { AppHeader } from './app-header'
import { OrganizationChoiceProvider } from './organization-choice-provider'
import { TermsGate } from './terms-gate'
import { useAlertsStream } from '../model/use-alerts-stream'

// The popup floats over the page and is never what the page is about: it loads after the first paint, with the HTML
// sanitizer its titles need, instead of in the first download of every signed-in page (Lighthouse).
const UnreadAlertsPopup = lazy(() => import('./unread-alerts-popup').then((m) => ({ default: m.UnreadAlertsPopup })))

/** The frame of every signed-in page: header, the content behind the terms gate, footer and the alerts popup. */
export function ShellFrame({ user, children }: { user: User; children: ReactNode }) {
  useAlertsStream()
  return (
    <OrganizationChoiceProvider user={user}>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        {/* Each boundary hydrates a server-rendered page on its own (ADR 0023): the header, the page and the footer
            become interactive in three short tasks instead of one long one. Nothing in them suspends otherwise. */}
        <Suspense fallback={null}>
          <AppHeader user={user} />
        </Suspense>
        {/* At least a screen tall, so the footer starts below the fold and never jumps down as the page's data
            arrives (it was most of the layout shift of the signed-in pages). */}
        <MainContent size="xl" py="lg" mih="100vh">
          <Suspense fallback={null}>
            <TermsGate user={user}>{children}</TermsGate>
          </Suspense>
        </MainContent>
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      </Box>
      {!user.agreementId && (
        <Suspense fallback={null}>
          <UnreadAlertsPopup />
        </Suspense>
      )}
    </OrganizationChoiceProvider>
  )
}
