import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import type { SecondFactorPending } from '@psp/contracts'
import { useRef, useState, type FormEvent } from 'react'
import { useSignInWithCode } from '../api/second-factor-sign-in'
import { AuthCard } from './auth-card'
import { CodeField, codeError, type CodeKind } from './code-field'
import { SecondFactorForcedSetUp } from './second-factor-forced-setup'
import { isExpired, stepError } from './step-errors'

interface Props {
  pending: SecondFactorPending
  /** Where to go once signed in (a same-site path). */
  next: string
  /** Back to the password form. */
  onRestart: () => void
}

/**
 * The second step of the sign-in (ADR 0029): the code from the app or a recovery code, or, for a platform Admin who
 * must have a second factor, its set-up. A full navigation follows, so the step needs no router.
 */
export function SecondFactorSignIn({ pending, next, onRestart }: Props) {
  if ('secondFactorSetupRequired' in pending) return <SecondFactorForcedSetUp next={next} onRestart={onRestart} />
  return <CodeStep next={next} onRestart={onRestart} />
}

function CodeStep({ next, onRestart }: Omit<Props, 'pending'>) {
  const [kind, setKind] = useState<CodeKind>('app')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const mutation = useSignInWithCode()
  const inputRef = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = codeError(kind, code)
    setError(problem)
    if (problem) return inputRef.current?.focus()
    mutation.mutate(code.trim(), { onSuccess: () => window.location.assign(next) })
  }
  const switchKind = () => {
    setKind(kind === 'app' ? 'recovery' : 'app')
    setCode('')
    setError(undefined)
    mutation.reset()
  }

  return (
    <AuthCard title="Подтверждение входа">
      <form onSubmit={submit} noValidate aria-label="Подтверждение входа">
        <Stack>
          <Text size="sm">
            {kind === 'app'
              ? 'Введите код из приложения-аутентификатора, чтобы завершить вход.'
              : 'Введите один из резервных кодов. Каждый код действует один раз.'}
          </Text>
          {mutation.error && (
            <Alert color="red" role="alert" title="Вход не выполнен">
              {stepError(mutation.error)}
            </Alert>
          )}
          {isExpired(mutation.error) ? (
            <Button onClick={onRestart} fullWidth>
              Войти заново
            </Button>
          ) : (
            <>
              <CodeField kind={kind} value={code} onChange={setCode} error={error} ref={inputRef} />
              <Button type="submit" loading={mutation.isPending} fullWidth>
                Подтвердить
              </Button>
              <Anchor component="button" type="button" size="sm" ta="center" onClick={switchKind}>
                {kind === 'app' ? 'Войти с резервным кодом' : 'Ввести код из приложения'}
              </Anchor>
            </>
          )}
          <Anchor href="/login" size="sm" ta="center" onClick={(e) => (e.preventDefault(), onRestart())}>
            Вернуться ко входу по паролю
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  )
}
