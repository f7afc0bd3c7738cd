import { randomBytes } from 'node:crypto'
import { organizationMembers, organizations, users } from '../src/db/schema/index'
import type { Database } from '../src/db/client'

/** Factories need only the database, so the browser tests can use them too. */
type WithDb = { db: Database }
import { hashPassword } from '../src/platform/passwords'

export const TEST_PASSWORD = 'Test-Password-1'
let passwordHash: Promise<string> | undefined
const unique = () => randomBytes(4).toString('hex')

/** Factories build exactly the rows a test needs, on the test's own database. */
export async function buildUser(
  ctx: WithDb,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  passwordHash ??= hashPassword(TEST_PASSWORD)
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `user-${unique()}@example.test`,
      passwordHash: await passwordHash,
      surname: 'Тестов',
      name: 'Тест',
      patronymic: 'Тестович',
      phone: '+7 (999) 123-45-67',
      role: 'Regular',
      ...overrides,
    })
    .returning()
  return user
}

export async function buildOrganization(
  ctx: WithDb,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<typeof organizations.$inferSelect> {
  const [org] = await ctx.db
    .insert(organizations)
    .values({
      fullName: 'Общество с ограниченной ответственностью «Тест»',
      shortName: 'ООО «Тест»',
      inn: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
      kpp: '770101001',
      status: 'Accepted',
      ...overrides,
    })
    .returning()
  return org
}

export async function addMember(
  ctx: WithDb,
  organizationId: string,
  userId: string,
  overrides: Partial<typeof organizationMembers.$inferInsert> = {},
) {
  await ctx.db.insert(organizationMembers).values({
    organizationId,
    userId,
    role: 'Employee',
    status: 'Accepted',
    isDefault: false,
    ...overrides,
  })
}
