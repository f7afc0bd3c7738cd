import { Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ApiToken, CreatedApiToken } from '@psp/contracts'
import { useState } from 'react'
import { isApiError } from '../../../lib/api-error'
import { AppButton } from '../../../ui/app-button'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { QueryState } from '../../../ui/query-state'
import { useApiTokens } from '../api/get-api-tokens'
import { useRevokeApiToken } from '../api/revoke-api-token'
import { ApiTokenList } from './api-token-list'
import { CreateApiTokenModal } from './create-api-token-modal'
import { CreatedApiTokenModal } from './created-api-token-modal'

/** «Токены API» of the profile: the user's personal tokens for other systems, created and revoked here (ADR 0031). */
export function ApiTokensSection() {
  const tokens = useApiTokens()
  const revoke = useRevokeApiToken()
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<CreatedApiToken | null>(null)
  const [revoking, setRevoking] = useState<ApiToken | null>(null)

  const confirmRevoke = () => {
    if (!revoking) return
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `Токен «${revoking.name}» отозван` })
        setRevoking(null)
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          message: isApiError(error) ? error.message : 'Не удалось отозвать токен',
        })
        setRevoking(null)
      },
    })
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="api-tokens-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={2} size="h3" id="api-tokens-title">
              Токены API
            </Title>
            <Text size="sm" c="gray.7">
              Токен позволяет другой системе обращаться к порталу от вашего имени в пределах выбранных областей доступа.
            </Text>
          </Stack>
          <AppButton onClick={() => setCreating(true)}>Создать токен</AppButton>
        </Group>
        <QueryState
          query={tokens}
          loadingText="Список токенов загружается..."
          emptyText="Токенов пока нет"
          error={{
            title: 'При загрузке списка токенов возникла техническая ошибка',
            text: 'Попробуйте повторить позднее',
          }}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => <ApiTokenList items={data.items} onRevoke={setRevoking} />}
        </QueryState>
      </Stack>
      <CreateApiTokenModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false)
          setCreated(token)
        }}
      />
      <CreatedApiTokenModal created={created} onClose={() => setCreated(null)} />
      <ConfirmModal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevoke}
        title="Отзыв токена"
        confirmLabel="Отозвать"
        kind="danger"
        loading={revoke.isPending}
      >
        {`Отозвать токен «${revoking?.name ?? ''}»? Системы, которые его используют, сразу потеряют доступ.`}
      </ConfirmModal>
    </Paper>
  )
}
