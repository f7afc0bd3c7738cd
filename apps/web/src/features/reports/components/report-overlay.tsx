import { Center, Loader, Overlay, Stack, Text } from '@mantine/core'

/** SPEC §2 overlay 'Идет генерация отчета...' over the table already shown. */
export function ReportOverlay() {
  return (
    <Overlay backgroundOpacity={0.75} color="#fff" blur={1} zIndex={5} role="status" aria-live="polite">
      <Center h="100%">
        <Stack align="center" gap="xs">
          <Loader />
          <Text fw={600}>Идет генерация отчета...</Text>
        </Stack>
      </Center>
    </Overlay>
  )
}
