import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The structure rules of docs/architecture.md that a reader cannot see from one file: server modules depend on each
 * other without cycles (a cycle makes every change ripple both ways and the import order fragile), and repositories
 * hold queries only (the business steps live in services).
 */

const MODULES_DIR = path.dirname(new URL(import.meta.url).pathname)

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

  it('keeps repositories to queries: they import only the database, drizzle, pg, contracts and other repositories', () => {
    const allowed = (specifier: string) =>
      specifier.startsWith('node:') ||
      specifier === 'pg' ||
      specifier.startsWith('drizzle-orm') ||
      specifier.startsWith('@psp/contracts') ||
      /^(\.\.\/)+db\//.test(specifier) ||
      // SQL text shared by several repositories (the report rollups).
      specifier.endsWith('.sql') ||
      // A conflict found under a row lock (the last Admin, a request already decided) is reported as it is found.
      specifier === '../../platform/errors' ||
      specifier.endsWith('.repository')
    const offending = files
      .filter((f) => f.file.endsWith('.repository.ts'))
      .flatMap((f) =>
        f.imports.filter((s) => !allowed(s) && !f.typeImports.includes(s)).map((s) => `${f.file} imports ${s}`),
      )
    expect(offending).toEqual([])
  })
})
