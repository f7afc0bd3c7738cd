import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * One feature per domain (ARCHITECTURE.md rule 8): each feature folder owns its domain's calls, so a second copy of a
 * screen's helpers cannot grow in another feature. The lint rule local/no-cross-feature-imports keeps features from
 * importing each other; this test keeps a domain from being split over several features again.
 */
const FEATURES = dirname(fileURLToPath(import.meta.url))

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  )

/** The endpoint records of a domain and the one feature that calls them. */
const OWNERS: Record<string, string> = {
  'applications.endpoints': 'applications',
}

describe('feature structure', () => {
  const files = filesUnder(FEATURES).map((f) => relative(FEATURES, f))

  it('calls the endpoints of a domain from its one feature only', () => {
    const strays = files.flatMap((file) => {
      const source = readFileSync(join(FEATURES, file), 'utf8')
      return Object.entries(OWNERS)
        .filter(([records, owner]) => source.includes(`endpoints/${records}`) && !file.startsWith(`${owner}/`))
        .map(([records]) => `${file} calls ${records}`)
    })
    expect(strays).toEqual([])
  })

  it('keeps the applications in one feature, one sub-folder per screen group', () => {
    const top = readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory())
    for (const gone of ['orders', 'order-detail', 'create-order']) expect(top.map((e) => e.name)).not.toContain(gone)
    const parts = readdirSync(join(FEATURES, 'applications'), { withFileTypes: true }).filter((e) => e.isDirectory())
    expect(parts.map((e) => e.name).sort()).toEqual(['create', 'detail', 'email-action', 'list', 'shared'])
  })
})
