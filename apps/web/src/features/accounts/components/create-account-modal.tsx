import { Alert, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { EMAIL_MAX, platformRoleLabels, type PlatformRole } from '@psp/contracts'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'
import { UI_MESSAGES } from '../../../ui/messages'
import { PhoneInput } from '../../../ui/phone-input'
import { formatPhone, validatePhone } from '../../../ui/validate-phone'
import { useCreateAccount } from '../api/account'

const EMAIL_FORMAT = 'Адрес электронной почты указан в неверном формате'
const NAME_MAX = 100
const empty = { surname: '', name: '', patronymic: '', email: '', phone: '', role: 'Regular' as PlatformRole }
type Form = typeof empty
type Errors = Partial<Record<keyof Form, string>>

function validate(form: Form): Errors {
  const errors: Errors = {}
  for (const field of ['surname', 'name'] as const) if (!form[field].trim()) errors[field] = UI_MESSAGES.required
  for (const field of ['surname', 'name', 'patronymic'] as const)
    if (form[field].trim().length > NAME_MAX) errors[field] = UI_MESSAGES.tooLong
  if (!form.email.trim()) errors.email = UI_MESSAGES.required
  else if (form.email.trim().length > EMAIL_MAX) errors.email = UI_MESSAGES.tooLong
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = EMAIL_FORMAT
  const phoneError = validatePhone(form.phone, { required: false })
  if (phoneError) errors.phone = phoneError
  return errors
}

/** A platform Admin creates an account; the person gets an e-mail with a one-time link to set the password. */
export function CreateAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [form, setForm] = useState(empty)
  const [errors, setErrors] = useState<Errors>({})
  const create = useCreateAccount()
  const navigate = useNavigate()
  const set = (field: keyof Form) => (value: string) => setForm((f) => ({ ...f, [field]: value }))

  const close = () => {
    setForm(empty)
    setErrors({})
    create.reset()
    onClose()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = validate(form)
    setErrors(next)
    if (Object.keys(next).length) return
    create.mutate(
      {
        surname: form.surname.trim(),
        name: form.name.trim(),
        patronymic: form.patronymic.trim() || null,
        email: form.email.trim(),
        phone: form.phone ? formatPhone(form.phone) : null,
        role: form.role,
      },
      {
        onSuccess: (account) => {
          notifications.show({
            color: 'green',
            title: 'Пользователь создан',
            message: `На адрес ${account.email} отправлено письмо со ссылкой для создания пароля`,
          })
          close()
          navigate(paths.account(account.id))
        },
      },
    )
  }

  const serverError = create.error
    ? isApiError(create.error)
      ? create.error.message
      : 'Не удалось создать пользователя'
    : null

  return (
    <AppModal opened={opened} onClose={close} title="Новый пользователь" size="lg">
      <form onSubmit={submit} noValidate aria-label="Новый пользователь">
        <Stack>
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Фамилия"
              required
              value={form.surname}
              onChange={(e) => set('surname')(e.currentTarget.value)}
              error={errors.surname}
            />
            <TextInput
              label="Имя"
              required
              value={form.name}
              onChange={(e) => set('name')(e.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              label="Отчество"
              value={form.patronymic}
              onChange={(e) => set('patronymic')(e.currentTarget.value)}
              error={errors.patronymic}
            />
            <TextInput
              label="Электронная почта"
              required
              type="email"
              value={form.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
              error={errors.email}
            />
            <PhoneInput
              label="Мобильный телефон"
              required={false}
              value={form.phone}
              onChange={(value) => set('phone')(value)}
              forceError={Boolean(errors.phone)}
            />
            <Select
              label="Роль"
              allowDeselect={false}
              data={(['Regular', 'Admin'] as const).map((role) => ({ value: role, label: platformRoleLabels[role] }))}
              value={form.role}
              onChange={(value) => value && set('role')(value)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <AppButton kind="ghost" onClick={close} disabled={create.isPending}>
              Отмена
            </AppButton>
            <AppButton type="submit" loading={create.isPending}>
              Создать
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  )
}
