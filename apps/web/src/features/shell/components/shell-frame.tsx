import { Box } from '@mantine/core'
import type { User } from '@psp/contracts'
import type { ReactNode } from 'react'
import { MainContent, SkipLink } from '../../../ui/main-content'
import { AppFooter } from './app-footer'
import { AppHeader } from './app-header'
import { OrganizationChoiceProvider } from './organization-choice-provider'
import { TermsGate } from './terms-gate'
import { UnreadAlertsPopup } from './unread-alerts-popup'
import { useAlertsStream } from '../model/use-alerts-stream'

/** The frame of every signed-in page: header, the content behind the terms gate, footer and the alerts popup. */
export function ShellFrame({ user, children }: { user: User; children: ReactNode }) {
  useAlertsStream()
  return (
    <OrganizationChoiceProvider user={user}>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <AppHeader user={user} />
        {/* At least a screen tall, so the footer starts below the fold and never jumps down as the page's data
            arrives (it was most of the layout shift of the signed-in pages). */}
        <MainContent size="xl" py="lg" mih="100vh">
          <TermsGate user={user}>{children}</TermsGate>
        </MainContent>
        <AppFooter />
      </Box>
      {!user.agreementId && <UnreadAlertsPopup />}
    </OrganizationChoiceProvider>
  )
}
