import { describe, expect, it } from 'vitest'
import { orderStatusView } from './order-status'

describe('orderStatusView', () => {
  it('labels every status code of SPEC §3', () => {
    expect(
      ['registered', 'resolved', 'resumed', 'closed', 'deferred', 'inprogress', 'waiting', 'negotiation'].map(
        (code) => orderStatusView(code).label,
      ),
    ).toEqual([
      'Новая',
      'Выполнена',
      'Возобновлена',
      'Закрыта',
      'Отложена',
      'В работе',
      'Ожидает уточнений у пользователя',
      'На согласовании',
    ])
  })

  it('reads an unknown code as «Неизвестный статус»', () => {
    expect(orderStatusView('escalated')).toEqual({ label: 'Неизвестный статус', tone: 'neutral' })
  })
})
