import { completeInn } from '@psp/contracts'
import type { ApiClient } from './api-client'
import { addMember, buildOrganization, buildUser } from './factories'
import type { TestApp } from './harness'

let innSeed = 100_000_000 + Math.floor(Math.random() * 800_000_000)
/** A fresh 10-digit INN with valid check digits. */
export const nextInn = () => completeInn(String(innSeed++))

export type WorldActor = 'anonymous' | 'employeeA' | 'adminA' | 'employeeB' | 'adminB' | 'platformAdmin'
export const worldActors: WorldActor[] = ['anonymous', 'employeeA', 'adminA', 'employeeB', 'adminB', 'platformAdmin']

/**
 * Two organizations, A and B, each with an Admin and an Employee, plus a platform Admin: the six points of view
 * every organization call is checked from.
 */
export async function buildWorld(t: TestApp) {
  const orgA = await buildOrganization(t.ctx, { shortName: 'ООО «Альфа»', inn: nextInn() })
  const orgB = await buildOrganization(t.ctx, { shortName: 'ООО «Бета»', inn: nextInn() })
  const adminA = await buildUser(t.ctx, { surname: 'Админов', name: 'Андрей', patronymic: 'Петрович' })
  const employeeA = await buildUser(t.ctx, { surname: 'Сотрудников', name: 'Сергей', patronymic: null })
  const adminB = await buildUser(t.ctx, { surname: 'Бетов', name: 'Борис' })
  const employeeB = await buildUser(t.ctx, { surname: 'Бетова', name: 'Белла' })
  const platformAdmin = await buildUser(t.ctx, { role: 'Admin', surname: 'Платформов' })
  await addMember(t.ctx, orgA.id, adminA.id, { role: 'Admin', isDefault: true })
  await addMember(t.ctx, orgA.id, employeeA.id, { role: 'Employee', isDefault: true })
  await addMember(t.ctx, orgB.id, adminB.id, { role: 'Admin', isDefault: true })
  await addMember(t.ctx, orgB.id, employeeB.id, { role: 'Employee', isDefault: true })
  const users = { employeeA, adminA, employeeB, adminB, platformAdmin }
  const clients = {} as Record<WorldActor, ApiClient>
  clients.anonymous = t.client()
  for (const [name, user] of Object.entries(users)) clients[name as WorldActor] = await t.signIn(user.email)
  return { orgA, orgB, users, clients }
}
export type World = Awaited<ReturnType<typeof buildWorld>>
