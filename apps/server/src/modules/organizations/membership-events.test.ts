import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { nextInn } from '../../../test/org-world'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const outbox = async (to: string) =>
  (
    await t.ctx.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from mail_outbox where "to" = ${to} order by created_at`,
    )
  ).rows
const history = async (userId: string) =>
  (
    await t.ctx.db.execute<{ status: string; changes: string }>(
      sql`select status, changes from user_data_changes where user_id = ${userId} order by created_at`,
    )
  ).rows

describe('membership events: e-mail through the outbox and the change history', () => {
  it('tells the Admins of a join request with the confirm link, and the user of each decision', async () => {
    const org = await buildOrganization(t.ctx, { inn: nextInn(), shortName: 'ООО «Почта»' })
    const adminUser = await buildUser(t.ctx)
    await addMember(t.ctx, org.id, adminUser.id, { role: 'Admin', isDefault: true })
    const user = await buildUser(t.ctx)
    const form = new FormData()
    form.set('inn', org.inn)
    form.set('role', 'Employee')
    expect((await (await t.signIn(user.email)).request('POST', '/api/user/organizations', { body: form })).status).toBe(
      200,
    )

    const [request] = await outbox(adminUser.email)
    expect(request.subject).toBe('Запрос на присоединение к организации')
    expect(request.text).toContain(`/organization/${org.id}?confirm=${user.id}`)

    const admin = await t.signIn(adminUser.email)
    const base = `/api/organizations/${org.id}/users/${user.id}`
    await admin.patch(`${base}/accept`, { role: 'Employee' })
    await admin.patch(`${base}/role`, { role: 'Admin' })
    await admin.request('DELETE', `${base}/exclude`, { json: {} })

    expect((await outbox(user.email)).map((m) => m.subject)).toEqual([
      'Заявка на присоединение подтверждена',
      'Изменена роль в организации',
      'Исключение из организации',
    ])
    expect(await history(user.id)).toEqual([
      {
        status: 'Requested',
        changes: `Организация: запрос на вступление в ООО «Почта», ИНН: ${org.inn}, роль «Сотрудник»`,
      },
      { status: 'Confirmed', changes: `Организация: вступление в ООО «Почта», ИНН: ${org.inn}, роль «Сотрудник»` },
      { status: 'Changed', changes: `Роль в ООО «Почта», ИНН: ${org.inn}: Сотрудник → Администратор организации` },
      { status: 'Deleted', changes: `Организация: исключение из ООО «Почта», ИНН: ${org.inn}` },
    ])
  })

  it('records nothing and sends nothing when the change is refused', async () => {
    const org = await buildOrganization(t.ctx, { inn: nextInn() })
    const adminUser = await buildUser(t.ctx)
    await addMember(t.ctx, org.id, adminUser.id, { role: 'Admin' })
    const member = await buildUser(t.ctx)
    await addMember(t.ctx, org.id, member.id, { role: 'Employee' })
    const admin = await t.signIn(adminUser.email)
    expect(
      (await admin.patch(`/api/organizations/${org.id}/users/${member.id}/accept`, { role: 'Admin' })).status,
    ).toBe(409)
    expect(await outbox(member.email)).toEqual([])
    expect(await history(member.id)).toEqual([])
  })
})
