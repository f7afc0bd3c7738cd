import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { agreementAcceptances, userAgreements, users } from '../../db/schema/index'

export async function findCurrentAgreement(db: Database) {
  const rows = await db.select().from(userAgreements).orderBy(desc(userAgreements.createdAt)).limit(1)
  return rows[0] ?? null
}

export async function findAgreement(db: Database, id: string) {
  const rows = await db.select().from(userAgreements).where(eq(userAgreements.id, id)).limit(1)
  return rows[0] ?? null
}

export async function findAllAgreements(db: Database) {
  return db.select().from(userAgreements).orderBy(desc(userAgreements.createdAt), desc(userAgreements.id))
}

export async function insertAgreement(db: Database, row: typeof userAgreements.$inferInsert) {
  const [created] = await db.insert(userAgreements).values(row).returning()
  return created
}

/** Records the acceptance on the user and in the history, in one transaction; the first acceptance time stays. */
export async function setAcceptedAgreement(db: Database, userId: string, agreementId: string, at: Date) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ acceptedAgreementId: agreementId, updatedAt: at }).where(eq(users.id, userId))
    await tx.insert(agreementAcceptances).values({ userId, agreementId, acceptedAt: at }).onConflictDoNothing()
  })
}

export type AcceptanceRow = {
  id: string
  surname: string | null
  name: string | null
  patronymic: string | null
  email: string
  agreement_name: string
  agreement_date: Date
  accepted_at: Date
}

/** One batch of the acceptance history, newest first, after the keyset `after` (the last row of the batch before). */
export async function findAcceptancesBatch(
  db: Database,
  limit: number,
  after: { acceptedAt: Date; id: string } | null,
) {
  const result = await db.execute<AcceptanceRow>(sql`
    select h.id, u.surname, u.name, u.patronymic, u.email, a.name as agreement_name,
           a.created_at as agreement_date, h.accepted_at
      from agreement_acceptances h
      join users u on u.id = h.user_id
      join user_agreements a on a.id = h.agreement_id
     where ${after ? sql`(h.accepted_at, h.id) < (${after.acceptedAt.toISOString()}::timestamptz, ${after.id}::uuid)` : sql`true`}
     order by h.accepted_at desc, h.id desc
     limit ${limit}`)
  return result.rows
}
