import { Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core'
import { UI_MESSAGES } from '../../../ui/messages'

/** SPEC §2 Alerts: the list loads behind a modal. */
export function LoadingModal({ opened }: { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="xs"
      title={<VisuallyHidden>Загрузка оповещений</VisuallyHidden>}
    >
      <Stack align="center" gap="xs" role="status" aria-live="polite" data-testid="alerts-loading">
        <Loader aria-hidden />
        <Text>{UI_MESSAGES.loading}</Text>
      </Stack>
    </Modal>
  )
}
