import { paths } from '../../../lib/paths'
import type { InfoMessage, MessageAction } from '../../../ui/message-card'

const toLogin: MessageAction = { label: 'Войти в портал', to: paths.login }
const toHome: MessageAction = { label: 'Перейти на главную', to: paths.home }
/**
 * The /info page (SPEC §2 Routes) by its `type` query; an unknown type shows the generic message. Only the portal's
 * own texts are shown: a text taken from the link would let anyone write on the portal's domain (a phishing aid).
 * The page adds the support contacts below (MessageCard).
 */
export function infoMessage(type: string | null): InfoMessage {
  const known: Record<string, InfoMessage> = {
    emailConfirmed: {
      title: 'Адрес электронной почты подтвержден',
      lines: ['Спасибо! Теперь вы можете войти в портал с этим адресом.'],
      action: toLogin,
    },
    tokenLoginConfirmed: {
      title: 'Адрес электронной почты подтвержден',
      lines: ['Спасибо! Вернитесь в систему, из которой вы перешли, и повторите вход в портал.'],
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
      lines: ['Ссылка из письма больше не действует. Запросите новое письмо.'],
      action: toHome,
    },
  }
  return (
    (type && Object.hasOwn(known, type) ? known[type] : null) ?? {
      title: 'Информация',
      lines: ['Запрошенная информация недоступна.'],
      action: toHome,
    }
  )
}

/** The /token-login-error page by account type (SPEC §3 Account types); an unknown type gets a general text. */
export function tokenLoginErrorMessage(type: string | null): InfoMessage {
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
  return (
    (type && Object.hasOwn(byType, type) ? byType[type] : null) ?? {
      title: 'Не удалось выполнить вход',
      lines: ['Повторите попытку позднее или войдите с адресом электронной почты и паролем.'],
      action: toLogin,
    }
  )
}
