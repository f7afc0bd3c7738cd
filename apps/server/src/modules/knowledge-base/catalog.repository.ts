import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { kbServices, kbSystems } from '../../db/schema/index'

// Written out in full: drizzle leaves column names unqualified inside sql``, which a correlated subquery cannot afford.
const articlesOfSystem = sql<number>`(select count(*)::int from kb_articles a where a.system_id = "kb_systems"."id")`
const articlesOfService = sql<number>`(select count(*)::int from kb_articles a where a.service_id = "kb_services"."id")`

const systemColumns = {
  id: kbSystems.id,
  name: kbSystems.name,
  description: kbSystems.description,
  articlesCount: articlesOfSystem,
}
const serviceColumns = {
  id: kbServices.id,
  systemId: kbServices.systemId,
  name: kbServices.name,
  description: kbServices.description,
  articlesCount: articlesOfService,
}
export type SystemRow = { id: string; name: string; description: string | null; articlesCount: number }
export type ServiceRow = SystemRow & { systemId: string }

export async function listSystems(db: Database, onlyWithArticles: boolean): Promise<SystemRow[]> {
  return db
    .select(systemColumns)
    .from(kbSystems)
    .where(
      onlyWithArticles ? sql`exists (select 1 from kb_articles a where a.system_id = "kb_systems"."id")` : undefined,
    )
    .orderBy(asc(kbSystems.name))
}

export async function findSystem(db: Database, id: string): Promise<SystemRow | null> {
  const rows = await db.select(systemColumns).from(kbSystems).where(eq(kbSystems.id, id)).limit(1)
  return rows[0] ?? null
}

export async function listServices(db: Database, systemId: string, onlyWithArticles: boolean): Promise<ServiceRow[]> {
  return db
    .select(serviceColumns)
    .from(kbServices)
    .where(
      and(
        eq(kbServices.systemId, systemId),
        onlyWithArticles
          ? sql`exists (select 1 from kb_articles a where a.service_id = "kb_services"."id")`
          : undefined,
      ),
    )
    .orderBy(asc(kbServices.name))
}

export async function findService(db: Database, id: string): Promise<ServiceRow | null> {
  const rows = await db.select(serviceColumns).from(kbServices).where(eq(kbServices.id, id)).limit(1)
  return rows[0] ?? null
}

export async function insertSystem(db: Database, row: typeof kbSystems.$inferInsert) {
  const [created] = await db.insert(kbSystems).values(row).returning({ id: kbSystems.id })
  return created.id
}

export async function updateSystem(
  db: Database,
  id: string,
  changes: Partial<typeof kbSystems.$inferInsert>,
  now: Date,
) {
  const rows = await db
    .update(kbSystems)
    .set({ ...changes, updatedAt: now })
    .where(eq(kbSystems.id, id))
    .returning({ id: kbSystems.id })
  return rows.length > 0
}

export async function deleteSystem(db: Database, id: string) {
  await db.delete(kbSystems).where(eq(kbSystems.id, id))
}

export async function countServicesOfSystem(db: Database, systemId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kbServices)
    .where(eq(kbServices.systemId, systemId))
  return row.n
}

export async function insertService(db: Database, row: typeof kbServices.$inferInsert) {
  const [created] = await db.insert(kbServices).values(row).returning({ id: kbServices.id })
  return created.id
}

export async function updateService(
  db: Database,
  id: string,
  changes: Partial<typeof kbServices.$inferInsert>,
  now: Date,
) {
  const rows = await db
    .update(kbServices)
    .set({ ...changes, updatedAt: now })
    .where(eq(kbServices.id, id))
    .returning({ id: kbServices.id })
  return rows.length > 0
}

export async function deleteService(db: Database, id: string) {
  await db.delete(kbServices).where(eq(kbServices.id, id))
}

/** Systems and services by their import keys. */
export async function findSystemBySlug(db: Database, slug: string) {
  const rows = await db.select().from(kbSystems).where(eq(kbSystems.slug, slug)).limit(1)
  return rows[0] ?? null
}

export async function findServiceBySlug(db: Database, systemId: string, slug: string) {
  const rows = await db
    .select()
    .from(kbServices)
    .where(and(eq(kbServices.systemId, systemId), eq(kbServices.slug, slug)))
    .limit(1)
  return rows[0] ?? null
}
