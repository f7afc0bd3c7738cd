import { Alert, Anchor, Box, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react'
import type { SecondFactorPending } from '@psp/contracts'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { useLogin } from '../api/login'
import { SingleSignOnButton } from '../components/single-sign-on-button'
import { SingleSignOnFailure } from '../components/single-sign-on-failure'
import { AuthSupport } from '../components/auth-support'
import { safeContext } from './safe-context'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { PublicHeader } from '../../vision/public-header'

/** The second factor's step is few users' path: a chunk of its own keeps it out of the login page's download. */
const SecondFactorSignIn = lazy(() =>
  import('../components/second-factor-sign-in').then((m) => ({ default: m.SecondFactorSignIn })),
)

const MESSAGES = {
  loginRequired: 'Пожалуйста, введите адрес электронной почты/имя пользователя',
  passwordRequired: 'Пожалуйста, введите пароль',
  failed: 'Не удалось войти. Повторите попытку позднее',
  tooLong: 'Превышено количество символов',
}
/** The server's limits (contracts' loginRequestSchema); a longer value is refused, never cut. */
const LOGIN_MAX = 320
const PASSWORD_MAX = 1024

export function LoginPage() {
  useDocumentTitle('Вход')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const context = safeContext(params.get('context'))
  const [loginValue, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({})
  const mutation = useLogin()
  const loginRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const [secondStep, setSecondStep] = useState<SecondFactorPending | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const login = loginValue.trim()
    const next = {
      login: !login ? MESSAGES.loginRequired : login.length > LOGIN_MAX ? MESSAGES.tooLong : undefined,
      password: !password ? MESSAGES.passwordRequired : password.length > PASSWORD_MAX ? MESSAGES.tooLong : undefined,
    }
    setErrors(next)
    // The first field to fix gets the focus, so keyboard and screen-reader users land on the message.
    if (next.login) loginRef.current?.focus()
    else if (next.password) passwordRef.current?.focus()
    if (next.login || next.password) return
    mutation.mutate(
      { input: { login: loginValue.trim(), password }, context: context ?? undefined },
      {
        onSuccess: (answer) =>
          'id' in answer ? navigate(context ?? paths.home, { replace: true }) : setSecondStep(answer),
      },
    )
  }

  const serverError = mutation.error
    ? isApiError(mutation.error) && mutation.error.status !== 500
      ? mutation.error.message
      : MESSAGES.failed
    : null

  if (secondStep) {
    const restart = () => (setSecondStep(null), setPassword(''), mutation.reset())
    return (
      <Suspense>
        <SecondFactorSignIn pending={secondStep} next={context ?? paths.home} onRestart={restart} />
      </Suspense>
    )
  }

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Center p="md" component="main" style={{ flex: 1, overflowWrap: 'anywhere' }}>
        <Stack w="100%" maw={420}>
          <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
            <form onSubmit={submit} noValidate aria-label="Вход в портал">
              <Stack>
                <Title order={1} size="h2">
                  Вход в портал самообслуживания
                </Title>
                <SingleSignOnFailure failure={params.get('sso')} />
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
                  aria-invalid={Boolean(errors.login)}
                  ref={loginRef}
                  autoFocus
                />
                <PasswordInput
                  label="Пароль"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  error={errors.password}
                  aria-invalid={Boolean(errors.password)}
                  ref={passwordRef}
                />
                <Button type="submit" loading={mutation.isPending} fullWidth>
                  Войти
                </Button>
                <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
                  Забыли пароль?
                </Anchor>
                <SingleSignOnButton context={context} />
              </Stack>
            </form>
          </Paper>
          <AuthSupport />
        </Stack>
      </Center>
    </Box>
  )
}
