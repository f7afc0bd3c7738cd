import { Box } from '@mantine/core'
import type { ReactNode } from 'react'
import { MainContent, SkipLink } from '../../../ui/main-content'
import { PortalLogo } from './app-header'
import { AppFooter } from './app-footer'
import { PublicHeader } from '../../vision/public-header'

/** The frame of pages open without signing in (information, token-login error): logo, content, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader>
        <PortalLogo />
      </PublicHeader>
      <MainContent size="md" py="xl">
        {children}
      </MainContent>
      <AppFooter />
    </Box>
  )
}
