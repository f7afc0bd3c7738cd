import { Box, Center, Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { PublicHeader } from '../../vision/public-header'
import { AuthSupport } from './auth-support'

/** The frame of the pages before signing in: a centred card with the page's heading, and the support contacts. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Center p="md" component="main" style={{ flex: 1, overflowWrap: 'anywhere' }}>
        <Stack w="100%" maw={460}>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            <Stack>
              <Title order={1} size="h2">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
          <AuthSupport />
        </Stack>
      </Center>
    </Box>
  )
}
