import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const webDir = path.resolve(import.meta.dirname, '..')
const outDir = mkdtempSync(path.join(tmpdir(), 'psp-web-build-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

let built: ReturnType<typeof spawnSync>
beforeAll(() => {
  // NODE_ENV=development, as `npm start` leaves it: the build must be a production build all the same.
  const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')
  built = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'development' },
    encoding: 'utf8',
  })
}, 300_000)

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8')
const chunks = () => readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'))
const containing = (text: string) => chunks().filter((f) => read(path.join('assets', f)).includes(text))

/** The route chunks table the build wrote into early-requests.js: chunk files by page path, '*' for every page. */
function routeChunks(): Record<string, string[]> {
  const table = /var chunks = (\{.*?\})\n/.exec(read('early-requests.js'))
  return JSON.parse(table![1])
}

/** The entry script and the modules an HTML page of the build names. */
function namedBy(file: string): string[] {
  const html = read(file)
  return [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
  ]
}

/** The chunks a page downloads before it can render: index.html's entry and preloads, the route chunks, and every
 * chunk they import statically (a dynamic `import()` is fetched on demand, later). */
function initialChunks(page: string): string[] {
  return closure([...namedBy('index.html'), ...(routeChunks()['*'] ?? []), ...(routeChunks()[page] ?? [])])
}

function closure(start: string[]): string[] {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const m of read(file).matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), m[1]))
    }
  }
  return [...seen]
}

// zod names its classes with these strings, and minifying keeps strings.
const ZOD_MARKER = '$ZodType'

describe('the web build', () => {
  it('is a production build even when NODE_ENV=development is set, as `npm start` leaves it', () => {
    expect(built.status, String(built.stderr)).toBe(0)
    // React's development runtime, and the development-only response checks of lib/api-call.ts.
    expect(containing('jsxDEV')).toEqual([])
    expect(containing('does not match its contract')).toEqual([])
    // React Router's development build, which its package exports in every mode (vite.config.ts): its warnings.
    expect(containing('You rendered descendant <Routes>')).toEqual([])
    expect(containing('createRoot')).not.toEqual([])
    // The early-requests script gets the route chunks table filled in: it runs before the entry, with no bundler.
    const early = read('early-requests.js')
    expect(early).toMatch(/var chunks = \{"/)
    expect(early).toContain('/knowledge-base')
  })

  it('keeps zod out of the first download of the signed-in pages (the shell and each page it preloads)', () => {
    expect(built.status, String(built.stderr)).toBe(0)
    // zod is in the build (forms and development checks load it on demand), so the marker finds it where it is.
    expect(containing(ZOD_MARKER)).not.toEqual([])
    const pages = Object.keys(routeChunks())
    expect(pages).toEqual(expect.arrayContaining(['*', '/knowledge-base', '/knowledge-base/details', '/search']))
    for (const page of pages) {
      const initial = initialChunks(page)
      expect(initial.length, page).toBeGreaterThan(routeChunks()[page].length)
      const withZod = initial.filter((file) => read(file).includes(ZOD_MARKER))
      expect(withZod, `zod in the initial chunks of ${page}`).toEqual([])
    }
  })

  it('gives the login page an entry of its own, within 110 kB gzip, with neither the router nor the query cache', () => {
    expect(built.status, String(built.stderr)).toBe(0)
    const login = closure(namedBy('login.html'))
    expect(login.some((file) => read(file).includes('hydrateRoot'))).toBe(true)
    // React Router's and React Query's own messages, which minifying keeps.
    expect(login.filter((file) => read(file).includes('useNavigate() may be used only'))).toEqual([])
    expect(login.filter((file) => read(file).includes('No QueryClient set'))).toEqual([])
    const kB = login.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0) / 1024
    expect(kB).toBeLessThanOrEqual(110)
  })

  it('serves the first download of a signed-in page in a few dozen files, not seventy', () => {
    expect(built.status, String(built.stderr)).toBe(0)
    // Six at a time over HTTP/1.1, each a round trip on a slow network (vite.config.ts).
    for (const page of ['/knowledge-base', '/knowledge-base/details', '/search']) {
      expect(initialChunks(page).length, page).toBeLessThanOrEqual(30)
    }
  })

  it('lists the stylesheets and the chunks of each rendered page, for the server to link and name in it', () => {
    expect(built.status, String(built.stderr)).toBe(0)
    const pages = JSON.parse(read('server-render-pages.json')) as Record<
      string,
      { modules: string[]; styles: string[] }
    >
    // The header's own stylesheet is among the layout's: without it the rendered header jumped when its chunk ran.
    expect(pages['*'].styles.some((f) => /^assets\/app-header-[\w-]+\.css$/.test(f))).toBe(true)
    expect(pages['*'].modules.some((f) => /^assets\/app-layout-[\w-]+\.js$/.test(f))).toBe(true)
    expect(pages['/search'].modules.some((f) => /^assets\/search-page-[\w-]+\.js$/.test(f))).toBe(true)
    for (const { modules, styles } of Object.values(pages))
      for (const file of [...modules, ...styles]) expect(() => read(file), file).not.toThrow()
  })
})
