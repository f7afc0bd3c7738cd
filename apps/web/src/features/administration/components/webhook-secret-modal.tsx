import { Code, CopyButton, Group, Stack, Text } from '@mantine/core'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'

/** The secret of a new endpoint, shown this once: the other system checks `X-Portal-Signature` with it. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <AppModal opened={secret !== null} onClose={onClose} title="Вебхук зарегистрирован">
      <Stack>
        <Text size="sm">
          Секрет подписи показывается только один раз. Сохраните его в системе-получателе: ею проверяется заголовок
          X-Portal-Signature.
        </Text>
        <Code block style={{ overflowWrap: 'anywhere' }} data-testid="webhook-secret">
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <AppButton kind="secondary" onClick={copy}>
                {copied ? 'Скопировано' : 'Копировать'}
              </AppButton>
            )}
          </CopyButton>
          <AppButton onClick={onClose}>Готово</AppButton>
        </Group>
      </Stack>
    </AppModal>
  )
}
