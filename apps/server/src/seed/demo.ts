import { sql } from 'drizzle-orm'
import { alertReads, alerts, organizationMembers, organizations, users } from '../db/schema/index'
import type { AppContext } from '../platform/context'
import { hashPassword } from '../platform/passwords'
import { AGREEMENT_FILE_KIND } from '../modules/agreements/agreements.service'
import { insertAgreement } from '../modules/agreements/agreements.repository'
import { storeFile } from '../modules/files/files.service'
import { makeDemoPdf } from './demo-pdf'
import { seedKnowledgeBase } from './demo-knowledge-base'
import { seedReportEvents } from './demo-report-events'
import { demoAlerts } from './demo-alerts'
import { seedDemoOrganizations } from './demo-organizations'
import { seedDemoApplications } from './demo-applications'
import { DEMO_PASSWORD, type DemoPeople } from './demo-accounts'

// The bench and the tests take the demo accounts from here, with the seed itself.
export { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts'

const SEED_LOCK = 727_002

/** Other modules' demo content (knowledge base, organizations, report events, applications), run after the core seed. */
type DemoSeeder = (ctx: AppContext, people: DemoPeople) => Promise<void>
const demoSeeders: DemoSeeder[] = [seedKnowledgeBase, seedDemoOrganizations, seedReportEvents, seedDemoApplications]

/** Seeds the demo accounts and content once, when no user exists yet. Safe when several instances start together. */
export async function seedDemoIfEmpty(ctx: AppContext) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    const [{ n }] = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows
    if (n > 0) return
    await seedDemo({ ...ctx, db: tx as unknown as AppContext['db'] })
  })
}

export async function seedDemo(ctx: AppContext) {
  const { db } = ctx
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const person = async (
    email: string,
    fio: [string, string, string],
    phone: string,
    role: 'Admin' | 'Regular' = 'Regular',
    username?: string,
  ) => {
    const [row] = await db
      .insert(users)
      .values({ email, username, passwordHash, surname: fio[0], name: fio[1], patronymic: fio[2], phone, role })
      .returning({ id: users.id })
    return row.id
  }
  const people: DemoPeople = {
    admin: await person(
      'admin@example.com',
      ['Смирнов', 'Алексей', 'Петрович'],
      '+7 (495) 111-22-33',
      'Admin',
      'admin',
    ),
    orgAdmin: await person('orgadmin@example.com', ['Кузнецова', 'Марина', 'Сергеевна'], '+7 (916) 234-56-78'),
    employee: await person('employee@example.com', ['Иванов', 'Иван', 'Иванович'], '+7 (926) 345-67-89'),
    individual: await person('individual@example.com', ['Соколова', 'Елена', 'Викторовна'], '+7 (903) 456-78-90'),
    pending: await person('pending@example.com', ['Попов', 'Дмитрий', 'Андреевич'], '+7 (985) 567-89-01'),
    bureau: '',
    second: '',
  }
  const [bureau] = await db
    .insert(organizations)
    .values({
      fullName: 'Общество с ограниченной ответственностью «Проектное бюро»',
      shortName: 'ООО «Проектное бюро»',
      inn: '7705123452',
      kpp: '770501001',
      status: 'Accepted',
    })
    .returning({ id: organizations.id })
  const [second] = await db
    .insert(organizations)
    .values({
      fullName: 'Акционерное общество «Стройэкспертиза»',
      shortName: 'АО «Стройэкспертиза»',
      inn: '5012345672',
      kpp: '501201001',
      status: 'Accepted',
    })
    .returning({ id: organizations.id })
  people.bureau = bureau.id
  people.second = second.id
  await db.insert(organizationMembers).values([
    { organizationId: bureau.id, userId: people.orgAdmin, role: 'Admin', status: 'Accepted', isDefault: true },
    { organizationId: bureau.id, userId: people.employee, role: 'Employee', status: 'Accepted', isDefault: true },
    { organizationId: second.id, userId: people.employee, role: 'Employee', status: 'Accepted', isDefault: false },
    { organizationId: bureau.id, userId: people.pending, role: 'Employee', status: 'Accepted', isDefault: true },
  ])

  const pdf = makeDemoPdf([
    'Polzovatelskoe soglashenie portala samoobsluzhivaniya',
    'User agreement of the self-service portal (demo copy)',
    '1. The portal gives access to the knowledge base and service-desk applications.',
    '2. The user keeps the account credentials secret.',
    '3. Personal data is processed to provide the services of the portal.',
  ])
  const file = await storeFile(ctx, {
    name: 'Пользовательское соглашение.pdf',
    body: pdf,
    mimeType: 'application/pdf',
    kind: AGREEMENT_FILE_KIND,
    ownerUserId: people.admin,
  })
  const agreement = await insertAgreement(db, {
    name: 'Пользовательское соглашение',
    fileId: file.id,
    uploadedBy: people.admin,
  })
  const accepted = [people.admin, people.orgAdmin, people.employee, people.individual]
  await db.execute(sql`update users set accepted_agreement_id = ${agreement.id} where id in ${accepted}`)
  await db.execute(sql`
    insert into agreement_acceptances (user_id, agreement_id, accepted_at)
    select id, ${agreement.id}, now() from users where id in ${accepted}`)

  for (const a of demoAlerts(people, ctx.clock.now())) {
    const [row] = await db
      .insert(alerts)
      .values({
        recipientUserId: a.recipient,
        title: a.title,
        text: a.text,
        link: a.link,
        publicationAt: a.publicationAt,
        createdBy: people.admin,
      })
      .returning({ id: alerts.id })
    if (a.readBy.length) await db.insert(alertReads).values(a.readBy.map((userId) => ({ alertId: row.id, userId })))
  }

  for (const seeder of demoSeeders) await seeder(ctx, people)
}
