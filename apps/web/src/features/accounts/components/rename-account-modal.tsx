import { Alert, Group, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { AccountDetails } from '@psp/contracts'
import { useState, type FormEvent } from 'react'
import { isApiError } from '../../../lib/api-error'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'
import { UI_MESSAGES } from '../../../ui/messages'
import { useRenameAccount } from '../api/account'

const NAME_MAX = 100

/** Changes the account's surname, name and patronymic; the change goes into the user's history. */
export function RenameAccountModal({ account, onClose }: { account: AccountDetails; onClose: () => void }) {
  const [form, setForm] = useState({
    surname: account.surname ?? '',
    name: account.name ?? '',
    patronymic: account.patronymic ?? '',
  })
  const [errors, setErrors] = useState<Partial<Record<keyof typeof form, string>>>({})
  const rename = useRenameAccount(account.id)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: typeof errors = {}
    for (const field of ['surname', 'name'] as const) if (!form[field].trim()) next[field] = UI_MESSAGES.required
    for (const field of ['surname', 'name', 'patronymic'] as const)
      if (form[field].trim().length > NAME_MAX) next[field] = UI_MESSAGES.tooLong
    setErrors(next)
    if (Object.keys(next).length) return
    rename.mutate(
      { surname: form.surname.trim(), name: form.name.trim(), patronymic: form.patronymic.trim() || null },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'ФИО изменено' })
          onClose()
        },
      },
    )
  }

  return (
    <AppModal opened onClose={onClose} title="Изменение ФИО">
      <form onSubmit={submit} noValidate aria-label="Изменение ФИО">
        <Stack>
          {rename.isError && (
            <Alert color="red" role="alert">
              {isApiError(rename.error) ? rename.error.message : 'Не удалось сохранить ФИО'}
            </Alert>
          )}
          {(['surname', 'name', 'patronymic'] as const).map((field) => (
            <TextInput
              key={field}
              label={{ surname: 'Фамилия', name: 'Имя', patronymic: 'Отчество' }[field]}
              required={field !== 'patronymic'}
              value={form[field]}
              onChange={(e) => {
                const value = e.currentTarget.value
                setForm((f) => ({ ...f, [field]: value }))
              }}
              error={errors[field]}
            />
          ))}
          <Group justify="flex-end">
            <AppButton kind="ghost" onClick={onClose} disabled={rename.isPending}>
              Отмена
            </AppButton>
            <AppButton type="submit" loading={rename.isPending}>
              Сохранить
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  )
}
