import { isApiError } from '../../../../lib/api-error'
import { paths } from '../../../../lib/paths'
import type { InfoMessage } from '../../../../ui/message-card'

const toOrders = { label: 'Перейти к заявкам', to: paths.orders }

const INVALID: InfoMessage = {
  title: 'Ссылка недействительна',
  lines: [
    'Такой ссылки нет. Проверьте, что ссылка скопирована из письма целиком.',
    'Закрыть или возобновить заявку можно и на ее странице в портале.',
  ],
  action: toOrders,
}

/**
 * Why a one-click link of an e-mail about an application does nothing (server reasons EmailLinkUsed,
 * EmailLinkExpired, EmailLinkInvalid), or null for a failure that is not the link's fault (the page offers a retry).
 */
export function emailLinkRefusal(error: unknown): InfoMessage | null {
  if (!isApiError(error)) return null
  if (error.reason === 'EmailLinkUsed') {
    return {
      title: 'Ссылка уже использована',
      lines: [
        'Каждая ссылка из письма срабатывает один раз: действие по этой или по другой ссылке того же письма уже выполнено.',
        'Текущий статус заявки можно посмотреть в портале.',
      ],
      action: toOrders,
    }
  }
  if (error.reason === 'EmailLinkExpired') {
    return {
      title: 'Срок действия ссылки истек',
      lines: [
        'Ссылки из писем о заявках действуют 14 дней.',
        'Закрыть или возобновить заявку можно на ее странице в портале.',
      ],
      action: toOrders,
    }
  }
  if (error.reason === 'EmailLinkInvalid' || error.status === 400 || error.status === 404) return INVALID
  if (error.code === 'InappropriateStatus') {
    return {
      title: 'Действие недоступно',
      lines: [`${error.message}: заявка уже в другом статусе.`, 'Текущий статус заявки можно посмотреть в портале.'],
      action: toOrders,
    }
  }
  return null
}

/** A link without a token at all. */
export const MISSING_TOKEN_MESSAGE = INVALID
