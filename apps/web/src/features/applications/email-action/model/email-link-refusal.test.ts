import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../lib/api-error'
import { emailLinkRefusal } from './email-link-refusal'

describe('emailLinkRefusal', () => {
  it('explains a used, an expired and an unknown link apart', () => {
    const used = new ApiError('InappropriateStatus', 'Ссылка уже использована', 409, undefined, 'EmailLinkUsed')
    expect(emailLinkRefusal(used)?.title).toBe('Ссылка уже использована')
    const expired = new ApiError(
      'InappropriateStatus',
      'Срок действия ссылки истек',
      409,
      undefined,
      'EmailLinkExpired',
    )
    expect(emailLinkRefusal(expired)?.lines[0]).toContain('14 дней')
    const unknown = new ApiError('NotFound', 'Ссылка недействительна', 404, undefined, 'EmailLinkInvalid')
    expect(emailLinkRefusal(unknown)?.title).toBe('Ссылка недействительна')
    const malformed = new ApiError('GeneralError', 'Некорректные данные запроса', 400, undefined, 'ValidationError')
    expect(emailLinkRefusal(malformed)?.title).toBe('Ссылка недействительна')
  })

  it('says when the application has moved on, and leaves a technical failure to the retry', () => {
    const moved = new ApiError('InappropriateStatus', 'Действие недоступно в текущем статусе', 409)
    expect(emailLinkRefusal(moved)?.title).toBe('Действие недоступно')
    expect(emailLinkRefusal(new ApiError('GeneralError', 'Общая ошибка', 500))).toBeNull()
    expect(emailLinkRefusal(new Error('network'))).toBeNull()
  })
})
