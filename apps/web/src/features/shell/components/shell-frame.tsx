import { Box } from '@mantine/core'
import type { User } from '@psp/contracts'
import { Suspense, type ReactNode } from 'react'
import { lazyPart } from '../../../lib/lazy-part'
import { HydrationUnit } from '../../../ui/hydration-unit'
import { MainContent, SkipLink } from '../../../ui/main-content'
import { AlertsBoxPlace } from './alerts-box-place'
import { AppFooter } from './app-footer'
import { AppHeader } from './app-header'
import { OrganizationChoiceProvider } from './organization-choice-provider'
import { TermsGate } from './terms-gate'
import { useAlertsStream } from '../model/use-alerts-stream'
import { VisionBarSlot } from '../../vision/vision-bar-slot'

// The popup is never what the page is about: it loads after the first paint, with the HTML sanitizer its titles
// need, instead of in the first download of every signed-in page (Lighthouse).
const UnreadAlertsPopup = lazyPart(() => import('./unread-alerts-popup').then((m) => m.UnreadAlertsPopup))

/**
 * The frame of every signed-in page: header, the alerts popup at the top of the content (in the page's flow, so it
 * covers nothing), the content behind the terms gate, and the footer.
 */
export function ShellFrame({ user, children }: { user: User; children: ReactNode }) {
  useAlertsStream(!user.agreementId)
  return (
    <OrganizationChoiceProvider user={user}>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <HydrationUnit>
          <VisionBarSlot />
          <AppHeader user={user} />
        </HydrationUnit>
        {/* At least a screen tall, so the footer starts below the fold and never jumps down as the page's data
            arrives (it was most of the layout shift of the signed-in pages). */}
        <MainContent size="xl" py="lg" mih="100vh">
          {!user.agreementId && (
            <Suspense fallback={<AlertsBoxPlace />}>
              <UnreadAlertsPopup />
            </Suspense>
          )}
          <HydrationUnit>
            <TermsGate user={user}>{children}</TermsGate>
          </HydrationUnit>
        </MainContent>
        <HydrationUnit>
          <AppFooter />
        </HydrationUnit>
      </Box>
    </OrganizationChoiceProvider>
  )
}
