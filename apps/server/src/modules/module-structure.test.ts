import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The structure rules of docs/architecture.md that a reader cannot see from one file: server modules depend on each
 * other without cycles (a cycle makes every change ripple both ways and the import order fragile), repositories
 * hold queries only (the business steps live in services), and only repositories and db/ query the database.
 */

const MODULES_DIR = path.dirname(new URL(import.meta.url).pathname)
const SRC_DIR = path.dirname(MODULES_DIR)

interface SourceFile {
  /** Path relative to modules/, e.g. 'knowledge-base/articles.repository.ts'. */
  file: string
  module: string
  imports: string[]
  /** Imports of types only: erased when compiled, so they bring no code along. */
  typeImports: string[]
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g
const TYPE_IMPORT = /(?:^|\n)\s*import\s+type\s[^'"]*?from\s+['"]([^'"]+)['"]/g

function sourceFiles(): SourceFile[] {
  const files: SourceFile[] = []
  for (const entry of readdirSync(MODULES_DIR, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue
    const full = path.join(entry.parentPath, entry.name)
    const file = path.relative(MODULES_DIR, full)
    const text = readFileSync(full, 'utf8')
    const imports = [...text.matchAll(IMPORT)].map((m) => m[1])
    const typeImports = [...text.matchAll(TYPE_IMPORT)].map((m) => m[1])
    files.push({ file, module: file.split(path.sep)[0], imports, typeImports })
  }
  return files
}

/** The module a relative import lands in, or null when it leaves modules/ (platform, db, policies) or is a package. */
function targetModule(from: SourceFile, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const target = path.relative(MODULES_DIR, path.resolve(MODULES_DIR, path.dirname(from.file), specifier))
  if (target.startsWith('..') || !target.includes(path.sep)) return null
  return target.split(path.sep)[0]
}

/** Every cycle of a directed graph, each as the path that closes it (a -> b -> a). */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'visiting')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node)
  return cycles
}

/** An import that brings values (not only types) from a package or file; `import { sql, type SQL }` does. */
const VALUE_IMPORT = /(?:^|\n)\s*import\s+(?!type\s)([^'"]*?)\s*from\s+['"]([^'"]+)['"]/g
/** Where queries are written: drizzle's operators and SQL, the pg driver, the table definitions. */
const QUERY_TOOLS = /^(?:drizzle-orm(?:\/.*)?|pg)$|(?:^|\/)db\/schema(?:\/|$)/
/** A query method called on a database handle, a transaction or the pool (`ctx.db.select(`, `tx.execute(`…). */
const QUERY_CALL = /(?:\bdb|\btx|\$client)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\s*[(<]/g

/** What in a file queries the database itself; [] when it only hands `ctx.db` or a transaction on. */
export function databaseUse(text: string): string[] {
  const uses: string[] = []
  for (const [, clause, specifier] of text.matchAll(VALUE_IMPORT)) {
    const values = clause.replace(/\btype\s+\w+(\s+as\s+\w+)?/g, '').replace(/[{},\s]/g, '')
    if (values && QUERY_TOOLS.test(specifier)) uses.push(`imports ${specifier}`)
  }
  for (const [call] of text.matchAll(QUERY_CALL)) uses.push(`calls ${call.replace(/\s/g, '')}`)
  return [...new Set(uses)]
}

/**
 * The only places besides repositories and db/ that query the database, each with why (paths from src/): they work
 * on the database as a whole, not on one module's data. Everything else goes through a repository.
 */
const QUERYING_OUTSIDE_REPOSITORIES: Record<string, string> = {
  'backup/': 'copies every table by COPY from one snapshot, below any module (ADR 0026)',
  'seed/': 'writes the demo data in bulk (generate_series), as a loader, outside any request',
  'platform/change-feed.ts': 'LISTENs on a connection of its own for every cache and the alert stream (ADR 0009)',
}

/** Every non-test source file under src/ outside db/, with what in it queries the database. */
function databaseUsers() {
  const found: Array<{ file: string; uses: string[] }> = []
  for (const entry of readdirSync(SRC_DIR, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue
    const file = path.relative(SRC_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
    if (file.startsWith('db/')) continue
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    // Test support (policy-cases.ts and the like) arranges its data in the database as the tests do.
    if (/from\s+['"]vitest['"]/.test(text)) continue
    const uses = databaseUse(text)
    if (uses.length) found.push({ file, uses })
  }
  return found
}

describe('server module structure', () => {
  const files = sourceFiles()

  it('finds the modules and their imports (the checks below would pass on nothing otherwise)', () => {
    const modules = new Set(files.map((f) => f.module))
    expect(modules).toContain('knowledge-base')
    expect(modules).toContain('article-events')
    expect(files.find((f) => f.file.endsWith('article-events.service.ts'))?.imports).toContain(
      '../knowledge-base/article-cache',
    )
  })

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ])
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']])
    expect(findCycles(new Map([['a', new Set(['b'])]]))).toEqual([])
  })

  it('has no import cycle between server modules', () => {
    const graph = new Map<string, Set<string>>()
    for (const f of files) {
      const targets = graph.get(f.module) ?? new Set<string>()
      for (const specifier of f.imports) {
        const target = targetModule(f, specifier)
        if (target && target !== f.module) targets.add(target)
      }
      graph.set(f.module, targets)
    }
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([])
  })

  it('has no import circle between any two files of the server (types included, as madge counts them)', () => {
    const graph = new Map<string, Set<string>>()
    for (const entry of readdirSync(SRC_DIR, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue
      const full = path.join(entry.parentPath, entry.name)
      const targets = new Set<string>()
      for (const [, specifier] of readFileSync(full, 'utf8').matchAll(IMPORT)) {
        if (!specifier.startsWith('.')) continue
        const base = path.resolve(entry.parentPath, specifier)
        const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate))
        if (target) targets.add(path.relative(SRC_DIR, target))
      }
      graph.set(path.relative(SRC_DIR, full), targets)
    }
    expect(graph.size).toBeGreaterThan(100)
    expect(findCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([])
  })

  // No AppError either: a repository answers what it found, and the service decides what is refused.
  it('keeps repositories to queries: they import only the database, drizzle, pg, contracts and other repositories', () => {
    const allowed = (specifier: string) =>
      specifier.startsWith('node:') ||
      specifier === 'pg' ||
      specifier.startsWith('drizzle-orm') ||
      specifier.startsWith('@psp/contracts') ||
      /^(\.\.\/)+db\//.test(specifier) ||
      // SQL text shared by several repositories (the report rollups).
      specifier.endsWith('.sql') ||
      specifier.endsWith('.repository')
    const offending = files
      .filter((f) => f.file.endsWith('.repository.ts'))
      .flatMap((f) =>
        f.imports.filter((s) => !allowed(s) && !f.typeImports.includes(s)).map((s) => `${f.file} imports ${s}`),
      )
    expect(offending).toEqual([])
  })

  it('tells a query from a handle passed on', () => {
    expect(databaseUse("import { and, eq } from 'drizzle-orm'\nawait ctx.db.select().from(users)")).toEqual([
      'imports drizzle-orm',
      'calls db.select(',
    ])
    expect(databaseUse("import { sql, type SQL } from 'drizzle-orm'")).toEqual(['imports drizzle-orm'])
    expect(databaseUse("import { users } from '../../db/schema/index'")).toEqual(['imports ../../db/schema/index'])
    expect(databaseUse('const { rows } = await this.db.$client.query<Row>(SQL)')).toEqual(['calls $client.query<'])
    expect(
      databaseUse(
        "import type { SQL } from 'drizzle-orm'\nimport type { Database } from '../../db/client'\n" +
          'await ctx.db.transaction(async (tx) => insertAlert(tx, row))\nconst found = await repo.find(ctx.db, id)',
      ),
    ).toEqual([])
  })

  it('lets only repositories, db/ and the few places that work on the whole database query it', () => {
    const users = databaseUsers()
    // The check sees the queries where they belong (it would pass on nothing otherwise).
    expect(users.map((u) => u.file)).toContain('modules/alerts/alerts.repository.ts')
    const allowed = (file: string) =>
      file.endsWith('.repository.ts') ||
      Object.keys(QUERYING_OUTSIDE_REPOSITORIES).some((place) => file.startsWith(place))
    const offending = users.filter((u) => !allowed(u.file)).map((u) => `${u.file}: ${u.uses.join(', ')}`)
    expect(offending).toEqual([])
    // Every allowed place still queries: an entry left behind by a move would hide a new one.
    for (const place of Object.keys(QUERYING_OUTSIDE_REPOSITORIES)) {
      expect(
        users.some((u) => u.file.startsWith(place)),
        place,
      ).toBe(true)
    }
  })
})
