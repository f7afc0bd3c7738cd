import { completeInn } from '@psp/contracts'
import { organizationMembers, organizations, users } from '../db/schema/index'
import type { AppContext } from '../platform/context'
import { hashPassword } from '../platform/passwords'
import { DEMO_PASSWORD, type DemoPeople } from './demo-accounts'

type Fio = [string, string, string]
/** Colleagues of the demo accounts: enough for the employee list to page, filter and search. */
const bureauStaff: Fio[] = [
  ['Алексеева', 'Ольга', 'Игоревна'],
  ['Борисов', 'Павел', 'Андреевич'],
  ['Васильев', 'Николай', 'Олегович'],
  ['Григорьева', 'Анна', 'Дмитриевна'],
  ['Дмитриев', 'Сергей', 'Викторович'],
  ['Егорова', 'Татьяна', 'Николаевна'],
  ['Жуков', 'Артем', 'Романович'],
  ['Зайцева', 'Ксения', 'Павловна'],
  ['Ильин', 'Максим', 'Евгеньевич'],
  ['Ковалева', 'Дарья', 'Александровна'],
  ['Лебедев', 'Роман', 'Игоревич'],
  ['Морозова', 'Светлана', 'Юрьевна'],
]
/** Join requests waiting for the bureau's Admin: one asks to be an Admin, the other an Employee. */
const bureauRequests: Array<{ fio: Fio; email: string; role: 'Admin' | 'Employee' }> = [
  { fio: ['Новиков', 'Глеб', 'Сергеевич'], email: 'newcomer@example.com', role: 'Employee' },
  { fio: ['Орлова', 'Вера', 'Михайловна'], email: 'candidate@example.com', role: 'Admin' },
]

/**
 * Demo organizations and employees: the bureau's staff and pending join requests for `orgadmin@example.com`, an
 * Admin for «АО «Стройэкспертиза»», and an organization registered by a user waiting for the platform Admin.
 */
export async function seedDemoOrganizations(ctx: AppContext, people: DemoPeople) {
  const { db } = ctx
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const person = async (fio: Fio, email: string, i: number) => {
    const phone = `+7 (9${String(10 + i).padStart(2, '0')}) ${String(100 + i * 7).slice(-3)}-${String(10 + i).slice(-2)}-${String(40 + i).slice(-2)}`
    const [row] = await db
      .insert(users)
      .values({ email, passwordHash, surname: fio[0], name: fio[1], patronymic: fio[2], phone, role: 'Regular' })
      .returning({ id: users.id })
    return row.id
  }
  let i = 0
  for (const fio of bureauStaff) {
    const id = await person(fio, `staff${++i}@example.com`, i)
    await db.insert(organizationMembers).values({
      organizationId: people.bureau,
      userId: id,
      role: i === 3 ? 'Admin' : 'Employee',
      status: 'Accepted',
      isDefault: true,
    })
  }
  for (const request of bureauRequests) {
    const id = await person(request.fio, request.email, ++i)
    await db
      .insert(organizationMembers)
      .values({ organizationId: people.bureau, userId: id, role: request.role, status: 'Created' })
  }
  const expertAdmin = await person(['Федорова', 'Ирина', 'Львовна'], 'expertadmin@example.com', ++i)
  await db.insert(organizationMembers).values({
    organizationId: people.second,
    userId: expertAdmin,
    role: 'Admin',
    status: 'Accepted',
    isDefault: true,
  })
  const founder = await person(['Титов', 'Олег', 'Борисович'], 'founder@example.com', ++i)
  const [registered] = await db
    .insert(organizations)
    .values({
      fullName: 'Общество с ограниченной ответственностью «Северный проект»',
      shortName: 'ООО «Северный проект»',
      inn: completeInn('781234567'),
      kpp: null,
      status: 'Created',
    })
    .returning({ id: organizations.id })
  await db
    .insert(organizationMembers)
    .values({ organizationId: registered.id, userId: founder, role: 'Admin', status: 'Created' })
}
