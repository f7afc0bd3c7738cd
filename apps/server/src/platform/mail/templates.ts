import { organizationRoleLabels, type OrganizationRole } from '@psp/contracts'
import { formatLetterMoment } from '@psp/contracts/time'
import type { Config } from '../../config'
import { composeMail, orDash } from './layout'
import type { MailContent } from './mail-message'

/** What templates need of the context: the portal's public address for links. */
export type MailContext = { config: Pick<Config, 'publicUrl'> }
/** A letter with a link that expires also needs the portal's zone, to write when. */
type ExpiringLinkContext = { config: Pick<Config, 'publicUrl' | 'PORTAL_TIME_ZONE'> }

const link = (ctx: MailContext, path: string) => `${ctx.config.publicUrl}${path}`
const greet = (fio: string | null | undefined) => (fio && fio.trim() ? `Здравствуйте, ${fio}!` : 'Здравствуйте!')
/** The end of a link's life, in the portal's zone. */
const until = (ctx: ExpiringLinkContext, moment: Date) => formatLetterMoment(moment, ctx.config.PORTAL_TIME_ZONE)
const roleLabel = (role: OrganizationRole) => organizationRoleLabels[role].toLowerCase()

export interface OrganizationRef {
  organizationId: string
  shortName: string | null
  inn: string | null
}
const orgText = (org: OrganizationRef) => `${orDash(org.shortName)}, ИНН: ${orDash(org.inn)}`

/** The portal's e-mails. Each takes plain values (escaped by the layout) and answers subject, HTML and text. */
export const templates = {
  /** An Admin created the account: a one-time link to set the first password. */
  accountCreated(
    ctx: ExpiringLinkContext,
    input: { fio: string | null; login: string; token: string; expiresAt: Date },
  ) {
    return composeMail('Учетная запись на портале самообслуживания', greet(input.fio), [
      `Для вас создана учетная запись на портале самообслуживания. Имя для входа: ${input.login}.`,
      'Чтобы начать работу, задайте пароль по ссылке:',
      { link: link(ctx, `/set-password?token=${encodeURIComponent(input.token)}`), label: 'Задать пароль' },
      `Ссылка действует до ${until(ctx, input.expiresAt)} и только один раз.`,
    ])
  },

  /** «Забыли пароль?»: a one-time link to set a new password. */
  passwordReset(ctx: ExpiringLinkContext, input: { fio: string | null; token: string; expiresAt: Date }) {
    return composeMail('Восстановление пароля', greet(input.fio), [
      'Мы получили запрос на восстановление пароля к порталу самообслуживания.',
      'Задать новый пароль можно по ссылке:',
      { link: link(ctx, `/set-password?token=${encodeURIComponent(input.token)}`), label: 'Задать новый пароль' },
      `Ссылка действует до ${until(ctx, input.expiresAt)} и только один раз.`,
      'Если вы не запрашивали восстановление, просто проигнорируйте это письмо: пароль останется прежним.',
    ])
  },

  /** To each Admin of the organization: a user asks to join; the link opens the confirmation directly. */
  joinRequest(
    ctx: MailContext,
    input: {
      adminFio: string | null
      applicantFio: string | null
      applicantEmail: string
      applicantUserId: string
      requestedRole: OrganizationRole
      organization: OrganizationRef
    },
  ) {
    const { organization: org } = input
    return composeMail('Запрос на присоединение к организации', greet(input.adminFio), [
      // Worded without a gendered pronoun: the requester may be anyone.
      `Пользователь ${orDash(input.applicantFio)} (${input.applicantEmail}) запрашивает присоединение к организации ` +
        `${orgText(org)} на роль «${roleLabel(input.requestedRole)}».`,
      {
        link: link(
          ctx,
          `/organization/${encodeURIComponent(org.organizationId)}?confirm=${encodeURIComponent(input.applicantUserId)}`,
        ),
        label: 'Рассмотреть запрос',
      },
    ])
  },

  /** To the user: the organization's Admin accepted or declined the join request. */
  joinDecision(
    ctx: MailContext,
    input: { fio: string | null; accepted: boolean; role?: OrganizationRole; organization: OrganizationRef },
  ) {
    const { organization: org } = input
    if (!input.accepted) {
      return composeMail('Заявка на присоединение отклонена', greet(input.fio), [
        `Ваша заявка на вступление в ${orgText(org)} отклонена.`,
        { link: link(ctx, '/my-organizations'), label: 'Мои организации' },
      ])
    }
    return composeMail('Заявка на присоединение подтверждена', greet(input.fio), [
      `Вы назначены на роль «${roleLabel(input.role ?? 'Employee')}» в ${orgText(org)}.`,
      { link: link(ctx, `/organization/${encodeURIComponent(org.organizationId)}`), label: 'Открыть организацию' },
    ])
  },

  /** To the user: their role in the organization changed. */
  roleChanged(ctx: MailContext, input: { fio: string | null; role: OrganizationRole; organization: OrganizationRef }) {
    const { organization: org } = input
    return composeMail('Изменена роль в организации', greet(input.fio), [
      `Ваша роль в ${orgText(org)} изменена на «${roleLabel(input.role)}».`,
      { link: link(ctx, `/organization/${encodeURIComponent(org.organizationId)}`), label: 'Открыть организацию' },
    ])
  },

  /** To the user: they were excluded from the organization. */
  excluded(ctx: MailContext, input: { fio: string | null; organization: OrganizationRef }) {
    return composeMail('Исключение из организации', greet(input.fio), [
      `Вы исключены из организации ${orgText(input.organization)}.`,
      { link: link(ctx, '/my-organizations'), label: 'Мои организации' },
    ])
  },
} satisfies Record<string, (ctx: ExpiringLinkContext, input: never) => MailContent>
