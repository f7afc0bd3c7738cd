import { Box, Container, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { VisionBarSlot } from './vision-bar-slot'
import { VisionToggle } from './vision-toggle'

/**
 * The header of the pages before signing in (login, password pages): the switch to the version for the visually
 * impaired, offered on every page, and its bar.
 */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <>
      <VisionBarSlot />
      <Box component="header" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl">
          <Group justify={children ? 'space-between' : 'flex-end'} wrap="nowrap">
            {children}
            <VisionToggle />
          </Group>
        </Container>
      </Box>
    </>
  )
}
