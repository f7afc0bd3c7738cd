import { Alert } from '@mantine/core'
import { SSO_FAILURES, type SsoFailure } from '@psp/contracts/single-sign-on-failures'
import { portalSettings } from '../../../lib/portal-settings'

/** Why single sign-on did not sign the user in, as the login page says it (ADR 0030). */
const FAILURE_TEXTS: Record<SsoFailure, (name: string) => string> = {
  off: () => 'Вход через внешнюю учётную запись на портале не настроен. Войдите с паролем',
  unavailable: (name) => `Сервис «${name}» сейчас недоступен. Повторите попытку позднее или войдите с паролем`,
  denied: (name) => `Вход через «${name}» отменён`,
  unverified: (name) =>
    `Сервис «${name}» не подтвердил ваш адрес электронной почты. Подтвердите его там и повторите попытку`,
  unknown: () => 'На портале нет пользователя с вашим адресом электронной почты. Обратитесь к администратору портала',
  blocked: () => 'Ваша учётная запись заблокирована. Обратитесь к администратору портала',
  failed: () => 'Не удалось завершить вход. Повторите попытку',
}

const isFailure = (value: string | null): value is SsoFailure => SSO_FAILURES.includes(value as SsoFailure)

/**
 * The reason a single sign-on came back refused: the server's callback sends the browser to `/login?sso=<failure>`.
 * An unknown value shows nothing.
 */
export function SingleSignOnFailure({ failure }: { failure: string | null }) {
  if (!isFailure(failure)) return null
  return (
    <Alert color="red" role="alert" title="Вход не выполнен">
      {FAILURE_TEXTS[failure](portalSettings().singleSignOnName || 'единого входа')}
    </Alert>
  )
}
