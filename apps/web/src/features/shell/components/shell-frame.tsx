import { Box, Container } from '@mantine/core'
import type { User } from '@psp/contracts'
import type { ReactNode } from 'react'
import { AppFooter } from './app-footer'
import { AppHeader } from './app-header'
import { OrganizationChoiceProvider } from './organization-choice-provider'
import { TermsGate } from './terms-gate'
import { UnreadAlertsPopup } from './unread-alerts-popup'

/** The frame of every signed-in page: header, the content behind the terms gate, footer and the alerts popup. */
export function ShellFrame({ user, children }: { user: User; children: ReactNode }) {
  return (
    <OrganizationChoiceProvider user={user}>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
        <AppHeader user={user} />
        {/* At least a screen tall, so the footer starts below the fold and never jumps down as the page's data
            arrives (it was most of the layout shift of the signed-in pages). */}
        <Container component="main" size="xl" w="100%" py="lg" mih="100vh" style={{ flex: 1 }}>
          <TermsGate user={user}>{children}</TermsGate>
        </Container>
        <AppFooter />
      </Box>
      {!user.agreementId && <UnreadAlertsPopup />}
    </OrganizationChoiceProvider>
  )
}
