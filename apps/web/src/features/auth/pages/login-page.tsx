import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { useLogin } from '../api/login'
import { safeContext } from './safe-context'

const MESSAGES = {
  loginRequired: 'Пожалуйста, введите адрес электронной почты/имя пользователя',
  passwordRequired: 'Пожалуйста, введите пароль',
  failed: 'Не удалось войти. Повторите попытку позднее',
}

export function LoginPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const context = safeContext(params.get('context'))
  const [loginValue, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({})
  const mutation = useLogin()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = {
      login: loginValue.trim() ? undefined : MESSAGES.loginRequired,
      password: password ? undefined : MESSAGES.passwordRequired,
    }
    setErrors(next)
    if (next.login || next.password) return
    mutation.mutate(
      { input: { login: loginValue.trim(), password }, context: context ?? undefined },
      { onSuccess: () => navigate(context ?? paths.home, { replace: true }) },
    )
  }

  const serverError = mutation.error
    ? isApiError(mutation.error) && mutation.error.status !== 500
      ? mutation.error.message
      : MESSAGES.failed
    : null

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <form onSubmit={submit} noValidate aria-label="Вход в портал">
          <Stack>
            <Title order={1} size="h2">
              Вход в портал самообслуживания
            </Title>
            {serverError && (
              <Alert color="red" role="alert" title="Вход не выполнен">
                {serverError}
              </Alert>
            )}
            <TextInput
              label="Электронная почта или имя пользователя"
              name="login"
              autoComplete="username"
              value={loginValue}
              onChange={(e) => setLogin(e.currentTarget.value)}
              error={errors.login}
              maxLength={320}
              autoFocus
            />
            <PasswordInput
              label="Пароль"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              maxLength={1024}
            />
            <Button type="submit" loading={mutation.isPending} fullWidth>
              Войти
            </Button>
            <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
              Забыли пароль?
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  )
}
