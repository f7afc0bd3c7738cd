import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

const TEMPLATE = path.join(import.meta.dirname, 'early-requests.js')
const PLACEHOLDER = '__ROUTE_CHUNKS__'

/**
 * Emits /early-requests.js (loaded async by index.html): it preloads the route chunks of the page being opened and
 * starts its first data requests while the entry still downloads, instead of after it ran (Lighthouse on the signed-in
 * pages). `pages` maps a page path to its page module ('*': every signed-in page, i.e. the signed-in layout); the
 * script gets each module's chunk with the chunks it imports statically, minus those index.html preloads already.
 * It also emits server-render-pages.json: the same chunks and their stylesheets by page, for the pages the server
 * renders (ADR 0023, ADR 0024). The server links the stylesheets in the head, so the markup is styled from its first
 * paint, and names the chunks for the browser to download ahead and start the app with (public/rendered-page.js).
 */
export function earlyRequests(pages: Record<string, string>): Plugin {
  let root = process.cwd()
  const script = (table: Record<string, string[]>) =>
    // The placeholder stands in the code and in the lint comment that declares it: fill in the code's.
    readFileSync(TEMPLATE, 'utf8').replace(`= ${PLACEHOLDER}`, `= ${JSON.stringify(table)}`)
  return {
    name: 'psp-early-requests',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      // The dev server has no chunks: the data requests alone.
      server.middlewares.use('/early-requests.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(script({}))
      })
    },
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
      const closure = (start: OutputChunk[]) => {
        const seen = new Set<string>()
        const queue = start.map((c) => c.fileName)
        while (queue.length) {
          const file = queue.pop()!
          if (seen.has(file)) continue
          seen.add(file)
          const chunk = bundle[file]
          if (chunk?.type === 'chunk') queue.push(...chunk.imports)
        }
        return seen
      }
      // What index.html preloads: the app's entry, not the login page's (ADR 0037).
      const app = path.resolve(root, 'src/main.tsx')
      const preloaded = closure(chunks.filter((c) => c.isEntry && c.facadeModuleId === app))
      const table: Record<string, string[]> = {}
      const rendered: Record<string, { modules: string[]; styles: string[] }> = {}
      for (const [page, module] of Object.entries(pages)) {
        const id = path.resolve(root, module)
        const chunk = chunks.find((c) => c.facadeModuleId === id)
        if (!chunk) this.error(`early requests: no chunk for ${module}`)
        table[page] = [...closure([chunk])].filter((f) => !preloaded.has(f))
        const styles = table[page].flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])])
        rendered[page] = { modules: table[page], styles }
      }
      this.emitFile({ type: 'asset', fileName: 'early-requests.js', source: script(table) })
      this.emitFile({ type: 'asset', fileName: 'server-render-pages.json', source: JSON.stringify(rendered) })
    },
  }
}
