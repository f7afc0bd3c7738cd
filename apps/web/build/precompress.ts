import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Writes .br and .gz beside every text asset after the build, so the server sends them without compressing. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'psp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const walk = async (dir: string): Promise<string[]> => {
        const entries = await readdir(dir, { withFileTypes: true })
        const nested = await Promise.all(
          entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
        )
        return nested.flat()
      }
      for (const file of await walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue
        const content = await readFile(file)
        if (content.length < 1024) continue
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
        await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      }
    },
  }
}
