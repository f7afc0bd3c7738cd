import { Alert, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { CreatedApiToken } from '@psp/contracts'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'

interface Props {
  created: CreatedApiToken | null
  onClose: () => void
}

/** The new token, shown this once: the server keeps only its hash, so it cannot be shown again. */
export function CreatedApiTokenModal({ created, onClose }: Props) {
  return (
    <AppModal opened={created !== null} onClose={onClose} title="Токен создан">
      <Stack>
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="status">
          Скопируйте токен сейчас: после закрытия окна он больше не будет показан.
        </Alert>
        <TextInput
          label="Токен"
          readOnly
          value={created?.token ?? ''}
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
          data-testid="api-token-value"
        />
        <Text size="sm" c="gray.7">
          Передавайте его в заголовке Authorization: Bearer &lt;токен&gt;.
        </Text>
        <Group justify="flex-end">
          <CopyButton value={created?.token ?? ''}>
            {({ copied, copy }) => (
              <AppButton kind="secondary" onClick={copy} color={copied ? 'green' : undefined}>
                {copied ? 'Скопировано' : 'Скопировать'}
              </AppButton>
            )}
          </CopyButton>
          <AppButton onClick={onClose}>Готово</AppButton>
        </Group>
      </Stack>
    </AppModal>
  )
}
