import { sql } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { users } from '../../db/schema/index'

/** The account with the address, whatever its case (e-mails are unique regardless of case). */
export async function findUserByEmail(db: DbExecutor, email: string) {
  const [row] = await db
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  return row ?? null
}

/**
 * A Regular account made at its first single sign-on. Null when another request made the account with the address a
 * moment earlier (the unique index on the lower-cased e-mail).
 */
export async function insertUser(
  db: DbExecutor,
  input: { email: string; surname: string | null; name: string | null; patronymic: string | null },
  unusablePasswordHash: string,
) {
  const [row] = await db
    .insert(users)
    .values({ ...input, passwordHash: unusablePasswordHash, role: 'Regular' })
    .onConflictDoNothing()
    .returning({ id: users.id })
  return row?.id ?? null
}
