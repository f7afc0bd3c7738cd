import { and, eq, inArray } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { organizationMembers, users } from '../../db/schema/index'

const personColumns = {
  id: users.id,
  email: users.email,
  surname: users.surname,
  name: users.name,
  patronymic: users.patronymic,
}

/** The user a membership event concerns: where to write and how to greet them. */
export async function findPerson(db: DbExecutor, userId: string) {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId))
  return row
}

/** The organization's accepted Admins, told of a join request. */
export async function findAcceptedAdmins(db: DbExecutor, organizationId: string) {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.role, 'Admin'),
        eq(organizationMembers.status, 'Accepted'),
      ),
    )
  if (!rows.length) return []
  return db
    .select(personColumns)
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.userId),
      ),
    )
}
