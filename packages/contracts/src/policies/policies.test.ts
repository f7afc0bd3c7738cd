import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { can, policies } from './index'

const HERE = path.dirname(new URL(import.meta.url).pathname)

/** Every module the policies load, following relative imports from index.ts, and the packages they name. */
function importsOf(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return packages
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  for (const [, specifier] of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
    if (specifier.startsWith('.')) importsOf(path.resolve(path.dirname(file), `${specifier}.ts`), seen, packages)
    else packages.add(specifier)
  }
  return packages
}

describe('the policies module', () => {
  it('loads no package, so the web app asks the rules without pulling zod into the first download', () => {
    expect([...importsOf(path.join(HERE, 'index.ts'))]).toEqual([])
  })

  it('names its rules area.action (or a plain word for platform-wide rules) and answers booleans', () => {
    for (const name of Object.keys(policies)) expect(name).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)?$/)
    expect(can({ userId: 'u', role: 'Admin' }, 'administer')).toBe(true)
    expect(can({ userId: 'u' }, 'administer')).toBe(false)
  })
})
