import { describe, expect, it } from 'vitest'
import { APPLICATION_SUBJECT_MAX, APPLICATION_TEXT_MAX } from '@psp/contracts'
import { emptyValues, payloadOf, startOf, subjectError, validateCreateOrder } from './create-order-form'

// The selects hold the uuids the server's lists give, as the contract's schema expects.
const S1 = '00000000-0000-4000-8000-000000000001'
const V1 = '00000000-0000-4000-8000-000000000002'
const stored = {
  system: { uuid: 's1', title: 'ГИС ЕГРЗ' },
  service: { uuid: 'v1', title: 'Заявки' },
  article: { uuid: 'a1', title: 'Как подать заявку' },
}
const filled = {
  ...emptyValues({ systemUuid: S1, serviceUuid: V1, article: null }),
  applicationType: 'type.fqn',
  warranty: 'w',
  impact: 'i',
  subject: '  Не открывается карточка  ',
  text: ' Текст ',
}

describe('startOf', () => {
  it('takes the query first, with the stored title only for the same article', () => {
    const query = new URLSearchParams('system=s2&service=v2&article=a1')
    expect(startOf(query, stored)).toEqual({
      systemUuid: 's2',
      serviceUuid: 'v2',
      article: { uuid: 'a1', title: 'Как подать заявку' },
    })
    expect(startOf(new URLSearchParams('system=s2&article=a9'), stored).article).toEqual({ uuid: 'a9', title: null })
  })

  it('falls back to the stored prefillInfo, and to an empty form', () => {
    expect(startOf(new URLSearchParams(), stored)).toEqual({
      systemUuid: 's1',
      serviceUuid: 'v1',
      article: stored.article,
    })
    expect(startOf(new URLSearchParams(), null)).toEqual({ systemUuid: null, serviceUuid: null, article: null })
  })
})

describe('validation', () => {
  it('asks for every field in Russian', () => {
    expect(validateCreateOrder(emptyValues({ systemUuid: null, serviceUuid: null, article: null }))).toEqual({
      systemUuid: 'Обязательное поле',
      serviceUuid: 'Обязательное поле',
      applicationType: 'Обязательное поле',
      warranty: 'Обязательное поле',
      impact: 'Обязательное поле',
      subject: 'Обязательное поле',
      text: 'Обязательное поле',
    })
    expect(validateCreateOrder(filled)).toEqual({})
  })

  it('refuses a link in the subject with the SPEC text, and text over the limits', () => {
    for (const subject of ['см. https://example.com', 'www.example.org', 'сайт example.ru', 'адрес портал.рф']) {
      expect(subjectError(subject), subject).toBe('Использование ссылок в поле "Тема" не допускается')
    }
    expect(subjectError('Ошибка 1.5 при входе')).toBeUndefined()
    expect(subjectError('', { requireValue: false })).toBeUndefined()
    expect(subjectError('я'.repeat(APPLICATION_SUBJECT_MAX + 1))).toBe('Превышено количество символов')
    expect(validateCreateOrder({ ...filled, text: 'я'.repeat(APPLICATION_TEXT_MAX + 1) }).text).toBe(
      'Превышено количество символов',
    )
  })

  it('sends trimmed values and the article only when there is one', () => {
    expect(payloadOf(filled, null)).toEqual({
      systemUuid: S1,
      serviceUuid: V1,
      applicationType: 'type.fqn',
      warranty: 'w',
      impact: 'i',
      subject: 'Не открывается карточка',
      text: 'Текст',
    })
    expect(payloadOf(filled, 'a1').articleUuid).toBe('a1')
  })
})
