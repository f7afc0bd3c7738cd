import { escapeIdentifier, type PoolClient } from 'pg'

/** A table of the portal's schema as the dump writes it: the columns a row is written and read back by. */
export interface TableEntry {
  name: string
  /** Stored columns in table order; generated ones are left out, PostgreSQL computes them again on load. */
  columns: string[]
}

export interface SequenceEntry {
  name: string
  /** Null while the sequence has never handed out a value. */
  lastValue: string | null
}

export const quoteTable = (name: string) => `public.${escapeIdentifier(name)}`
export const columnList = (columns: string[]) => columns.map(escapeIdentifier).join(', ')

/** The portal's tables (schema public), parents before the tables that refer to them, so a load never breaks a key. */
export async function listTables(client: PoolClient): Promise<TableEntry[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind = 'r'
     group by c.relname
     order by c.relname`)
  const { rows: references } = await client.query<{ child: string; parent: string }>(`
    select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace`)
  return parentsFirst(tables, references)
}

function parentsFirst(tables: TableEntry[], references: Array<{ child: string; parent: string }>) {
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]))
  // A table referring to itself loads in one COPY, and PostgreSQL checks its keys at the end of the statement.
  for (const r of references) if (r.child !== r.parent) parents.get(r.child)?.add(r.parent)
  const ordered: TableEntry[] = []
  const placed = new Set<string>()
  const visiting = new Set<string>()
  const byName = new Map(tables.map((t) => [t.name, t]))
  const place = (name: string) => {
    if (placed.has(name)) return
    if (visiting.has(name)) throw new Error(`foreign keys form a cycle through table ${name}`)
    visiting.add(name)
    for (const parent of parents.get(name) ?? []) place(parent)
    visiting.delete(name)
    placed.add(name)
    ordered.push(byName.get(name)!)
  }
  for (const t of tables) place(t.name)
  return ordered
}

export async function listSequences(client: PoolClient): Promise<SequenceEntry[]> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(`
    select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by sequencename`)
  return rows.map((r) => ({ name: r.name, lastValue: r.last_value }))
}

/** The migrations applied to the database, oldest first (drizzle's journal table). */
export async function appliedMigrations(client: PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(`select hash from drizzle.__drizzle_migrations order by id`)
  return rows.map((r) => r.hash)
}
