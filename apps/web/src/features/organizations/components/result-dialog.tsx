import { Group, Stack, Text } from '@mantine/core'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'

export interface ResultDialogProps {
  opened: boolean
  title: string
  text?: string
  onClose: () => void
  /** An error result offers to repeat the action. */
  onRetry?: () => void
  retrying?: boolean
}

/** The success or error dialog after an action on an employee (SPEC §4, §8). */
export function ResultDialog({ opened, title, text, onClose, onRetry, retrying }: ResultDialogProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} withCloseButton={false}>
      <Stack>
        {text && <Text>{text}</Text>}
        <Group justify="flex-end">
          {onRetry && (
            <AppButton onClick={onRetry} loading={retrying}>
              Повторить попытку
            </AppButton>
          )}
          <AppButton kind={onRetry ? 'secondary' : 'primary'} onClick={onClose} data-autofocus>
            Закрыть
          </AppButton>
        </Group>
      </Stack>
    </AppModal>
  )
}
