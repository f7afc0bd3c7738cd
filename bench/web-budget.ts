/**
 * Initial JavaScript budget of /login (at most 110 kB gzip, ADR 0037), or of a signed-in page with --page.
 * Reads a production build (default apps/web/dist): for /login the module script of login.html, the login page's own
 * entry, with its static imports and modulepreload links, i.e. everything the browser downloads and runs before the
 * login form works; for a signed-in page those of index.html and the page's chunks. With `--page /knowledge-base`
 * (any page of the early-requests table, build/early-requests.ts) it counts the signed-in layout's and that page's
 * route chunks instead, as early-requests.js preloads them. Prints each file's gzip size, whether it holds zod, the
 * sum and PASS/FAIL (over budget, or zod in a signed-in page's first download).
 *
 *   npm run build && node --import tsx bench/web-budget.ts [--budget 150] [--page /knowledge-base] [--dist apps/web/dist]
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const dist = path.resolve(arg('--dist') ?? path.join(import.meta.dirname, '../apps/web/dist'))
const page = arg('--page')
const budgetKb = Number(arg('--budget') ?? (page ? 150 : 110))

const html = readFileSync(path.join(dist, page ? 'index.html' : 'login.html'), 'utf8')
const entries = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1])

/** Every chunk a module statically imports, transitively (dynamic `import()` is on-demand and not counted). */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = start.map((s) => path.join(dist, s.replace(/^\//, '')))
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(path.join(path.dirname(file), m[1]))
    }
  }
  return seen
}

/** The route chunks early-requests.js preloads for a signed-in page: the layout's ('*') and the page's own. */
function routeChunks(page: string): string[] {
  const table = /var chunks = (\{.*?\})\n/.exec(readFileSync(path.join(dist, 'early-requests.js'), 'utf8'))
  const chunks = JSON.parse(table![1]) as Record<string, string[]>
  if (!chunks[page]) throw new Error(`no route chunks for ${page}; the table has ${Object.keys(chunks).join(', ')}`)
  return [...chunks['*'], ...chunks[page]].map((f) => `/${f}`)
}

const start = page ? [...entries, ...routeChunks(page)] : entries
const files = closure(start)
let total = 0
const rows = [...files].map((file) => {
  const code = readFileSync(file)
  const gz = gzipSync(code, { level: 9 }).length
  total += gz
  // zod names its classes with this string; minifying keeps strings.
  return { file: path.relative(dist, file), kB: +(gz / 1024).toFixed(2), zod: code.includes('$ZodType') }
})
rows.sort((a, b) => b.kB - a.kB)
console.table(rows)
const totalKb = total / 1024
const withZod = rows.filter((r) => r.zod).length
const pass = totalKb <= budgetKb && (!page || withZod === 0)
console.log(
  `Initial JavaScript for ${page ?? '/login'}: ${totalKb.toFixed(1)} kB gzip (budget ${budgetKb} kB), ` +
    `${withZod} file(s) with zod: ${pass ? 'PASS' : 'FAIL'}`,
)
process.exitCode = pass ? 0 : 1
