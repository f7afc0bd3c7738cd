import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { userAgreements, users } from '../../db/schema/index'

export async function findCurrentAgreement(db: Database) {
  const rows = await db.select().from(userAgreements).orderBy(desc(userAgreements.createdAt)).limit(1)
  return rows[0] ?? null
}

export async function findAgreement(db: Database, id: string) {
  const rows = await db.select().from(userAgreements).where(eq(userAgreements.id, id)).limit(1)
  return rows[0] ?? null
}

export async function insertAgreement(db: Database, row: typeof userAgreements.$inferInsert) {
  const [created] = await db.insert(userAgreements).values(row).returning()
  return created
}

export async function setAcceptedAgreement(db: Database, userId: string, agreementId: string) {
  await db.update(users).set({ acceptedAgreementId: agreementId, updatedAt: new Date() }).where(eq(users.id, userId))
}
