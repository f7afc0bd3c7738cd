import { describe, expect, it } from 'vitest'
import { operatorMayTake, operatorMoveOptions } from './operator-moves'

const order = (status: string, extra: { archived?: boolean; assigneeFio?: string | null } = {}) => ({
  status,
  archived: false,
  assigneeFio: 'Операторов Олег',
  ...extra,
})

describe('the operator console offers only the workflow moves', () => {
  it('lists the allowed next statuses with their labels', () => {
    expect(operatorMoveOptions(order('inprogress')).map((o) => o.label)).toEqual([
      'Ожидает уточнений у пользователя',
      'На согласовании',
      'Отложена',
      'Выполнена',
    ])
    expect(operatorMoveOptions(order('waiting')).map((o) => o.value)).toEqual(['inprogress', 'resolved'])
    expect(operatorMoveOptions(order('registered')).map((o) => o.value)).toEqual(['inprogress'])
  })

  it('offers nothing for a closed, archived or unknown one', () => {
    expect(operatorMoveOptions(order('closed'))).toEqual([])
    expect(operatorMoveOptions(order('resolved', { archived: true }))).toEqual([])
    expect(operatorMoveOptions(order('escalated'))).toEqual([])
  })

  it('offers to take a new, reopened or unassigned application', () => {
    expect(operatorMayTake(order('registered'))).toBe(true)
    expect(operatorMayTake(order('resumed'))).toBe(true)
    expect(operatorMayTake(order('waiting', { assigneeFio: null }))).toBe(true)
    expect(operatorMayTake(order('waiting'))).toBe(false)
    expect(operatorMayTake(order('closed', { assigneeFio: null }))).toBe(false)
  })
})
