import { formatLetterMoment } from '@psp/contracts/time'
import type { AppContext } from '../../platform/context'
import { composeMail } from '../../platform/mail/layout'

/**
 * The e-mail that confirms the address of a token sign-in the external system did not vouch for: following its link
 * links the external user to the portal account with this address (`existingAccount`), or creates the account.
 */
export function tokenLoginConfirmationMail(
  ctx: Pick<AppContext, 'config'>,
  input: { fio: string | null; token: string; expiresAt: Date; system: string; existingAccount: boolean },
) {
  const until = formatLetterMoment(input.expiresAt, ctx.config.PORTAL_TIME_ZONE)
  const greeting = input.fio ? `Здравствуйте, ${input.fio}!` : 'Здравствуйте!'
  return composeMail('Подтверждение адреса электронной почты', greeting, [
    `Выполнен вход в портал самообслуживания из системы «${input.system}» с этим адресом электронной почты.`,
    input.existingAccount
      ? 'На этот адрес уже зарегистрирована учетная запись портала. Подтвердите, что это вы, чтобы входить в нее из этой системы:'
      : 'Подтвердите адрес, чтобы создать учетную запись портала:',
    {
      link: `${ctx.config.publicUrl}/api/login/token/confirm?token=${encodeURIComponent(input.token)}`,
      label: 'Подтвердить адрес',
    },
    `Ссылка действует до ${until} и только один раз. После подтверждения повторите вход.`,
    'Если вы не входили в портал, просто проигнорируйте это письмо.',
  ])
}
