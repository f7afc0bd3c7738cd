/** `npm run bench`: runs every bench/*.bench.ts one after another (never in parallel: they measure latency). */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const here = import.meta.dirname
const only = process.argv.slice(2)
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()

let failed = 0
for (const file of benches) {
  console.log(`\n=== ${file}`)
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit' })
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
  })
  if (code !== 0) {
    failed++
    console.log(`=== ${file} failed (exit ${code})`)
  }
}
if (benches.length === 0) console.log('no bench/*.bench.ts files')
process.exitCode = failed ? 1 : 0
