import { Box, Loader, Overlay, Stack, Text } from '@mantine/core'

/**
 * SPEC §2 overlay 'Идет генерация отчета...' over the table already shown. The overlay covers the whole table, but its
 * message sticks to the middle of the window (while the table is under it), so a long table does not hide it below
 * the fold.
 */
export function ReportOverlay() {
  return (
    <Overlay backgroundOpacity={0.75} color="#fff" blur={1} zIndex={5} role="status" aria-live="polite">
      <Box pos="sticky" top="calc(50vh - 32px)" py="md" data-testid="report-overlay-message">
        <Stack align="center" gap="xs">
          <Loader />
          <Text fw={600}>Идет генерация отчета...</Text>
        </Stack>
      </Box>
    </Overlay>
  )
}
