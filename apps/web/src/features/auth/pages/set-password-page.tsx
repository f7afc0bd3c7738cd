import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { newPasswordSchema } from '@psp/contracts'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { LoadingState } from '../../../ui/loading-state'
import { UI_MESSAGES } from '../../../ui/messages'
import { usePasswordToken, useSetPassword } from '../api/passwords'
import { AuthCard } from '../components/auth-card'
import { useDocumentTitle } from '../../../lib/use-document-title'

const MISMATCH = 'Пароли не совпадают'

function validate(password: string, repeat: string) {
  const errors: { password?: string; repeat?: string } = {}
  if (!password) errors.password = UI_MESSAGES.required
  else {
    const checked = newPasswordSchema.safeParse(password)
    if (!checked.success) errors.password = checked.error.issues[0].message
  }
  if (!repeat) errors.repeat = UI_MESSAGES.required
  else if (repeat !== password) errors.repeat = MISMATCH
  return errors
}

/** The page of the one-time links: the first password of a new account, or a new one after «Забыли пароль?». */
export function SetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const info = usePasswordToken(token)
  const save = useSetPassword()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = validate(password, repeat)
    setErrors(next)
    if (next.password || next.repeat) return
    save.mutate({ token, password })
  }

  const title = info.data?.purpose === 'account' ? 'Создание пароля' : 'Новый пароль'
  useDocumentTitle(token && info.isPending ? null : !token || info.isError ? 'Ссылка недействительна' : title)
  if (token && info.isPending) return <LoadingState />
  if (!token || info.isError) {
    const expired = isApiError(info.error) && info.error.status === 409
    return (
      <AuthCard title="Ссылка недействительна">
        <Alert color="red" role="alert">
          {expired ? 'Срок действия ссылки истек' : 'Ссылка недействительна или уже использована'}
        </Alert>
        <Text size="sm">Запросите новую ссылку для восстановления пароля.</Text>
        <Anchor component={Link} to={paths.forgotPassword}>
          Забыли пароль?
        </Anchor>
      </AuthCard>
    )
  }
  if (save.isSuccess) {
    return (
      <AuthCard title={title}>
        <Alert color="green" role="status">
          Пароль сохранен. Теперь вы можете войти на портал.
        </Alert>
        <Button component={Link} to={paths.login}>
          Войти
        </Button>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <Text size="sm">
            Имя для входа: <b>{info.data?.login}</b>
          </Text>
          {save.isError && (
            <Alert color="red" role="alert">
              {isApiError(save.error) ? save.error.message : 'Не удалось сохранить пароль'}
            </Alert>
          )}
          <PasswordInput
            label="Новый пароль"
            description="Не менее 8 символов, буквы и цифры"
            // Mantine's dimmed grey is below AA contrast on white.
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            autoFocus
          />
          <PasswordInput
            label="Повторите пароль"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
            error={errors.repeat}
          />
          <Button type="submit" loading={save.isPending} fullWidth>
            Сохранить пароль
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
