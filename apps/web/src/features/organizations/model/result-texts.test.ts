import { describe, expect, it } from 'vitest'
import { acceptedText, declinedText } from './result-texts'

describe('join-request result texts (SPEC §8)', () => {
  it('substitutes FIO, role label, organization and INN', () => {
    expect(acceptedText({ fio: 'Иванов Иван', orgName: 'ООО «Тест»', inn: '7707083893' }, 'Employee')).toBe(
      'Иванов Иван успешно назначен(а) на роль «сотрудник организации» в ООО «Тест», ИНН: 7707083893.',
    )
    expect(acceptedText({ fio: 'Иванов Иван', orgName: 'ООО «Тест»', inn: '7707083893' }, 'Admin')).toContain(
      '«администратор организации»',
    )
    expect(declinedText({ fio: 'Иванов Иван', orgName: 'ООО «Тест»', inn: '7707083893' })).toBe(
      'Заявка пользователя Иванов Иван на вступление в ООО «Тест», ИНН: 7707083893 отклонена.',
    )
  })

  it('shows a dash for a missing value', () => {
    expect(declinedText({ fio: '', orgName: null, inn: undefined })).toBe(
      'Заявка пользователя — на вступление в —, ИНН: — отклонена.',
    )
  })
})
