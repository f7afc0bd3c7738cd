import { Box, Container } from '@mantine/core'
import type { ReactNode } from 'react'
import { MainContent, SkipLink } from '../../../ui/main-content'
import { PortalLogo } from './app-header'
import { AppFooter } from './app-footer'

/** The frame of pages open without signing in (information, token-login error): logo, content, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl">
          <PortalLogo />
        </Container>
      </Box>
      <MainContent size="md" py="xl">
        {children}
      </MainContent>
      <AppFooter />
    </Box>
  )
}
