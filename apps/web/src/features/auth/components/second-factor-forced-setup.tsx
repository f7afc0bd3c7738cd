import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { RecoveryCodesPanel } from '../../../ui/recovery-codes-panel'
import { TotpSetupDetails } from '../../../ui/totp-setup-details'
import { useEnableAtSignIn, useSetUpAtSignIn } from '../api/second-factor-sign-in'
import { AuthCard } from './auth-card'
import { CodeField, codeError } from './code-field'
import { isExpired, stepError } from './step-errors'

/**
 * A platform Admin without a second factor, where REQUIRE_2FA_FOR_ADMINS holds, sets one up before the session
 * opens: scan, confirm with a code, keep the recovery codes, go on.
 */
export function SecondFactorForcedSetUp({ next, onRestart }: { next: string; onRestart: () => void }) {
  const setUp = useSetUpAtSignIn()
  const enable = useEnableAtSignIn()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const inputRef = useRef<HTMLInputElement>(null)
  const started = useRef(false)
  const { mutate: start } = setUp

  // One secret per visit: a second set-up call would replace the secret the page shows.
  useEffect(() => {
    if (started.current) return
    started.current = true
    start()
  }, [start])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = codeError('app', code)
    setError(problem)
    if (problem) return inputRef.current?.focus()
    enable.mutate(code.trim())
  }

  if (enable.data) {
    return (
      <AuthCard title="Двухфакторная аутентификация включена">
        <RecoveryCodesPanel codes={enable.data.recoveryCodes} />
        <Button onClick={() => window.location.assign(next)} fullWidth>
          Продолжить
        </Button>
      </AuthCard>
    )
  }
  const failure = setUp.error ?? enable.error
  return (
    <AuthCard title="Настройка двухфакторной аутентификации">
      <Text size="sm">
        Для администраторов портала вход с кодом из приложения обязателен. Настройте его, чтобы продолжить.
      </Text>
      {failure && (
        <Alert color="red" role="alert" title="Не удалось завершить настройку">
          {stepError(failure)}
        </Alert>
      )}
      {isExpired(failure) ? (
        <Button onClick={onRestart} fullWidth>
          Войти заново
        </Button>
      ) : setUp.data ? (
        <form onSubmit={submit} noValidate aria-label="Подтверждение настройки">
          <Stack>
            <TotpSetupDetails setup={setUp.data} />
            <CodeField kind="app" value={code} onChange={setCode} error={error} ref={inputRef} />
            <Button type="submit" loading={enable.isPending} fullWidth>
              Подтвердить и войти
            </Button>
          </Stack>
        </form>
      ) : (
        !setUp.error && <Text size="sm">Подготовка ключа...</Text>
      )}
      <Anchor href="/login" size="sm" ta="center" onClick={(e) => (e.preventDefault(), onRestart())}>
        Вернуться ко входу по паролю
      </Anchor>
    </AuthCard>
  )
}
