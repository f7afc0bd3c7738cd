import type { PortalSettings } from '@psp/contracts'
import { paths } from '../../../lib/paths'
import type { MessageAction } from '../components/message-card'

export interface InfoMessage {
  title: string
  lines: string[]
  action?: MessageAction
}

const toLogin: MessageAction = { label: 'Войти в портал', to: paths.login }
const toHome: MessageAction = { label: 'Перейти на главную', to: paths.home }
/** A message from the link is shown as plain text and cut short: it cannot be more than a sentence or two. */
const MAX_MESSAGE_LENGTH = 300

const supportLine = (s: PortalSettings) =>
  `Если у вас есть вопросы, обратитесь в службу поддержки: ${s.support.email}, ${s.support.phone} (бесплатно, круглосуточно).`

/** The /info page (SPEC §2 Routes) by its `type` query; an unknown type shows the generic message. */
export function infoMessage(type: string | null, message: string | null, settings: PortalSettings): InfoMessage {
  const extra = message?.trim().slice(0, MAX_MESSAGE_LENGTH)
  const known: Record<string, InfoMessage> = {
    emailConfirmed: {
      title: 'Адрес электронной почты подтвержден',
      lines: ['Спасибо! Теперь вы можете войти в портал с этим адресом.'],
      action: toLogin,
    },
    emailChanged: {
      title: 'Адрес электронной почты изменен',
      lines: ['Новый адрес сохранен. Используйте его для входа в портал.'],
      action: toLogin,
    },
    requestAccepted: {
      title: 'Заявка принята',
      lines: ['Ваша заявка принята и будет рассмотрена. Результат придет на адрес электронной почты.'],
      action: toHome,
    },
    actionCompleted: {
      title: 'Действие выполнено',
      lines: ['Операция по ссылке из письма выполнена успешно.'],
      action: toHome,
    },
    linkExpired: {
      title: 'Срок действия ссылки истек',
      lines: ['Ссылка из письма больше не действует. Запросите новое письмо или обратитесь в службу поддержки.'],
      action: toHome,
    },
  }
  const base = (type && Object.hasOwn(known, type) ? known[type] : null) ?? {
    title: 'Информация',
    lines: extra ? [] : ['Запрошенная информация недоступна.'],
    action: toHome,
  }
  return { ...base, lines: [...base.lines, ...(extra ? [extra] : []), supportLine(settings)] }
}

/** The /token-login-error page by account type (SPEC §3 Account types); an unknown type gets a general text. */
export function tokenLoginErrorMessage(type: string | null, settings: PortalSettings): InfoMessage {
  const byType: Record<string, InfoMessage> = {
    Regular: {
      title: 'Вход по ссылке не выполнен',
      lines: [
        'Для этого адреса электронной почты уже есть учетная запись портала.',
        'Войдите с вашим адресом электронной почты и паролем.',
      ],
      action: toLogin,
    },
    EmailSent: {
      title: 'Подтвердите адрес электронной почты',
      lines: [
        'Мы отправили письмо со ссылкой для подтверждения на ваш адрес электронной почты.',
        'Перейдите по ссылке из письма, затем повторите вход.',
      ],
    },
    EmailNotConfirmed: {
      title: 'Адрес электронной почты не подтвержден',
      lines: [
        'Вход невозможен, пока адрес электронной почты не подтвержден.',
        'Перейдите по ссылке из письма, которое мы отправили ранее, затем повторите вход.',
      ],
    },
    TokenExpired: {
      title: 'Срок действия ссылки для входа истек',
      lines: ['Вернитесь в систему, из которой вы перешли, и повторите вход.'],
      action: toLogin,
    },
  }
  const base = (type && Object.hasOwn(byType, type) ? byType[type] : null) ?? {
    title: 'Не удалось выполнить вход',
    lines: ['Повторите попытку позднее или войдите с адресом электронной почты и паролем.'],
    action: toLogin,
  }
  return { ...base, lines: [...base.lines, supportLine(settings)] }
}
