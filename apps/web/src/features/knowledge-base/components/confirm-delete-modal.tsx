import { Alert, Stack, Text } from '@mantine/core'
import { ConfirmModal } from '../../../ui/confirm-modal'

export interface ConfirmDeleteModalProps {
  opened: boolean
  heading: string
  text: string
  deleting: boolean
  error?: string | null
  onClose: () => void
  onConfirm: () => void
}

/** Asks before deleting a system, a service or an article, and shows why the server refused. */
export function ConfirmDeleteModal({
  opened,
  heading,
  text,
  deleting,
  error,
  onClose,
  onConfirm,
}: ConfirmDeleteModalProps) {
  return (
    <ConfirmModal
      opened={opened}
      title={heading}
      kind="danger"
      confirmLabel="Удалить"
      loading={deleting}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Stack gap="sm">
        <Text>{text}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </ConfirmModal>
  )
}
