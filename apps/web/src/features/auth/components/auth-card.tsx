import { Center, Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The frame of the pages before signing in: a centred card with the page's heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={460}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  )
}
