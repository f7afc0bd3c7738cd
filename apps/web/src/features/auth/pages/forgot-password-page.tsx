import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core'
import { RESET_EMAIL_MAX } from '@psp/contracts'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { UI_MESSAGES } from '../../../ui/messages'
import { useRequestPasswordReset } from '../api/passwords'
import { AuthCard } from '../components/auth-card'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** «Забыли пароль?»: asks for the address and always answers alike, whether or not it is registered. */
export function ForgotPasswordPage() {
  useDocumentTitle('Восстановление пароля')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reset = useRequestPasswordReset()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim()) return setError(UI_MESSAGES.required)
    // Over the limit the field says so; the address is never cut (SPEC §5).
    if (email.trim().length > RESET_EMAIL_MAX) return setError(UI_MESSAGES.tooLong)
    setError(null)
    reset.mutate(email.trim())
  }

  return (
    <AuthCard title="Восстановление пароля">
      {reset.isSuccess ? (
        <Alert color="green" role="status" title="Запрос принят">
          {reset.data.message}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Восстановление пароля">
          <Text size="sm" mb="md">
            Укажите адрес электронной почты, с которым вы входите на портал. Мы отправим на него ссылку для
            восстановления пароля.
          </Text>
          {reset.isError && (
            <Alert color="red" role="alert" mb="md">
              {isApiError(reset.error) && reset.error.status === 429
                ? 'Слишком много запросов. Повторите попытку позднее'
                : 'Не удалось отправить запрос. Повторите попытку позднее'}
            </Alert>
          )}
          <TextInput
            label="Электронная почта"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            autoFocus
            mb="md"
          />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Отправить ссылку
          </Button>
        </form>
      )}
      <Anchor component={Link} to={paths.login} size="sm">
        Вернуться ко входу
      </Anchor>
    </AuthCard>
  )
}
