import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { SecondFactorStatus } from '@psp/contracts'
import { useState } from 'react'
import { formatDateTime } from '../../../lib/format-date'
import { AppButton } from '../../../ui/app-button'
import { QueryState } from '../../../ui/query-state'
import { RecoveryCodesPanel } from '../../../ui/recovery-codes-panel'
import { TotpSetupDetails } from '../../../ui/totp-setup-details'
import {
  useDisableSecondFactor,
  useEnableSecondFactor,
  useSecondFactorStatus,
  useSetUpSecondFactor,
} from '../api/second-factor'
import { SecondFactorCodeForm } from './second-factor-code-form'

/** The profile's «Двухфакторная аутентификация»: its state, turning it on (QR, code, recovery codes) and off. */
export function SecondFactorSection() {
  const status = useSecondFactorStatus()
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="second-factor-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="second-factor-title">
          Двухфакторная аутентификация
        </Title>
        <QueryState
          query={status}
          loadingText="Информация загружается..."
          error={{ title: 'При загрузке информации возникла техническая ошибка' }}
        >
          {(data) => <SecondFactorState status={data} />}
        </QueryState>
      </Stack>
    </Paper>
  )
}

function SecondFactorState({ status }: { status: SecondFactorStatus }) {
  const setUp = useSetUpSecondFactor()
  const enable = useEnableSecondFactor()
  const disable = useDisableSecondFactor()
  const [disabling, setDisabling] = useState(false)

  if (enable.data) {
    return (
      <Stack gap="sm">
        <Text>Двухфакторная аутентификация включена.</Text>
        <RecoveryCodesPanel codes={enable.data.recoveryCodes} />
        <Group>
          <AppButton onClick={() => (enable.reset(), setUp.reset())}>Готово</AppButton>
        </Group>
      </Stack>
    )
  }
  if (status.enabled) {
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color="teal.9">Включена</Badge>
          {status.enabledAt && <Text size="sm">с {formatDateTime(status.enabledAt)}</Text>}
        </Group>
        <Text size="sm">При входе на портал после пароля запрашивается код из приложения.</Text>
        <Text size="sm">Осталось резервных кодов: {status.recoveryCodesLeft}</Text>
        {status.required ? (
          <Text size="sm" c="gray.7">
            Для администраторов портала двухфакторная аутентификация обязательна.
          </Text>
        ) : disabling ? (
          <SecondFactorCodeForm
            label="Код из приложения или резервный код"
            submitLabel="Отключить"
            kind="danger"
            pending={disable.isPending}
            error={disable.error}
            onSubmit={(code) =>
              disable.mutate(code, {
                onSuccess: () => {
                  setDisabling(false)
                  notifications.show({ color: 'green', message: 'Двухфакторная аутентификация отключена' })
                },
              })
            }
            extra={
              <AppButton kind="ghost" onClick={() => (setDisabling(false), disable.reset())}>
                Отмена
              </AppButton>
            }
          />
        ) : (
          <Group>
            <AppButton kind="secondary" onClick={() => setDisabling(true)}>
              Отключить
            </AppButton>
          </Group>
        )}
      </Stack>
    )
  }
  if (setUp.data) {
    return (
      <Stack gap="md">
        <TotpSetupDetails setup={setUp.data} />
        <SecondFactorCodeForm
          label="Код из приложения"
          submitLabel="Включить"
          pending={enable.isPending}
          error={enable.error}
          onSubmit={(code) =>
            enable.mutate(code, {
              onSuccess: () => notifications.show({ color: 'green', message: 'Двухфакторная аутентификация включена' }),
            })
          }
          extra={
            <AppButton kind="ghost" onClick={() => (setUp.reset(), enable.reset())}>
              Отмена
            </AppButton>
          }
        />
      </Stack>
    )
  }
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="gray.8">Выключена</Badge>
      </Group>
      <Text size="sm">
        Вход будет защищен кодом из приложения-аутентификатора на телефоне: одного пароля станет недостаточно.
      </Text>
      {setUp.isError && (
        <Text size="sm" c="red.8" role="alert">
          Не удалось начать настройку. Повторите попытку позднее.
        </Text>
      )}
      <Group>
        <AppButton onClick={() => setUp.mutate()} loading={setUp.isPending}>
          Включить
        </AppButton>
      </Group>
    </Stack>
  )
}
