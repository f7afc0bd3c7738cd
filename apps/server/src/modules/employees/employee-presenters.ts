import { displayName, type Employee, type EmployeeDetails, type MemberBrief } from '@psp/contracts'
import { fileUrl } from '../users/users.service'
import type { EmployeeRow } from './employees.repository'

/** «Иванов И. И.»: the surname with the initials of the name and patronymic. */
export function shortFio(row: { surname: string | null; name: string | null; patronymic: string | null }) {
  const initials = [row.name, row.patronymic]
    .filter((p): p is string => !!p && !!p.trim())
    .map((p) => `${p.trim()[0]}.`)
    .join(' ')
  return [row.surname?.trim(), initials].filter(Boolean).join(' ')
}

export const presentEmployee = (row: EmployeeRow): Employee => ({
  id: row.id,
  fio: shortFio(row),
  fullName: displayName(row),
  phone: row.phone,
  email: row.email,
  role: row.role,
  state: row.state,
})

export const presentEmployeeDetails = (row: EmployeeRow): EmployeeDetails => ({
  ...presentEmployee(row),
  surname: row.surname,
  name: row.name,
  patronymic: row.patronymic,
  avatar: row.avatar_file_id ? fileUrl(row.avatar_file_id) : null,
})

export const presentMemberBrief = (row: EmployeeRow): MemberBrief => ({
  id: row.id,
  fio: shortFio(row),
  fullName: displayName(row),
  role: row.role,
})
