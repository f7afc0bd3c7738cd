import { Alert, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { isApiError } from '../../../lib/api-error'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'
import { PhoneInput } from '../../../ui/phone-input'
import { formatPhone, validatePhone } from '../../../ui/validate-phone'
import { useChangePhone } from '../api/change-phone'

export interface PhoneModalProps {
  opened: boolean
  onClose: () => void
  phone: string | null
}

/** SPEC §5: the phone with its mask and first-digit rule; Save stays disabled until the phone is valid. */
export function PhoneModal({ opened, onClose, phone }: PhoneModalProps) {
  const [value, setValue] = useState(phone ?? '')
  const change = useChangePhone()
  const valid = validatePhone(value) === null

  const close = () => {
    setValue(phone ?? '')
    change.reset()
    onClose()
  }
  const save = () => {
    const formatted = formatPhone(value)
    if (!formatted) return
    change.mutate(formatted, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Номер телефона сохранен' })
        close()
      },
    })
  }

  return (
    <AppModal opened={opened} onClose={close} title="Изменение номера телефона">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <Stack gap="md">
          {/* The modal's focus trap places focus on open: data-autofocus (not autoFocus) names the phone as the place. */}
          <PhoneInput value={value} onChange={(next) => setValue(next)} data-autofocus data-testid="phone-input" />
          {change.isError && (
            <Alert color="red" role="alert">
              {isApiError(change.error) ? change.error.message : 'Не удалось сохранить номер телефона'}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <AppButton kind="ghost" onClick={close} disabled={change.isPending}>
              Отмена
            </AppButton>
            <AppButton type="submit" disabled={!valid || change.isPending} loading={change.isPending}>
              Сохранить
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  )
}
