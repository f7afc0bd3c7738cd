import { Alert, Anchor, Box, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react'
import type { SecondFactorPending } from '@psp/contracts'
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

/**
 * The login form. It has a small entry of its own (login-main.tsx, ADR 0037) and needs no router: `search` is the
 * page's query. Its fields are read when the form is sent, so what was typed before the page's script ran counts.
 * Signing in loads the portal afresh at the page asked for: nothing of the page before stays in memory.
 */
export function LoginPage({ search }: { search: string }) {
  useDocumentTitle('Вход')
  const params = new URLSearchParams(search)
  const context = safeContext(params.get('context'))
  // The login typed last, kept when the second step goes back to the form.
  const [typedLogin, setTypedLogin] = useState('')
  const [errors, setErrors] = useState<{ login?: string; password?: string }>({})
  const mutation = useLogin()
  const loginRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const [secondStep, setSecondStep] = useState<SecondFactorPending | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const fields = new FormData(event.currentTarget)
    const login = String(fields.get('login') ?? '').trim()
    const password = String(fields.get('password') ?? '')
    setTypedLogin(login)
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
      { input: { login, password }, context: context ?? undefined },
      {
        onSuccess: (answer) => ('id' in answer ? location.replace(context ?? paths.home) : setSecondStep(answer)),
      },
    )
  }

  const serverError = mutation.error
    ? isApiError(mutation.error) && mutation.error.status !== 500
      ? mutation.error.message
      : MESSAGES.failed
    : null

  if (secondStep) {
    const restart = () => (setSecondStep(null), mutation.reset())
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
            {/* POST: a form sent before the page's script ran comes back to this page (web-app.ts), its password never
                in an address. */}
            <form onSubmit={submit} method="post" noValidate aria-label="Вход в портал">
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
                  defaultValue={typedLogin}
                  error={errors.login}
                  aria-invalid={Boolean(errors.login)}
                  ref={loginRef}
                  autoFocus
                />
                <PasswordInput
                  label="Пароль"
                  name="password"
                  autoComplete="current-password"
                  error={errors.password}
                  aria-invalid={Boolean(errors.password)}
                  ref={passwordRef}
                />
                <Button type="submit" loading={mutation.isPending || mutation.isSuccess} fullWidth>
                  Войти
                </Button>
                <Anchor href={paths.forgotPassword} size="sm" ta="center">
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
