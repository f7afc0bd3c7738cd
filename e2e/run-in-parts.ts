/**
 * Runs the browser tests as two parts at once, each against a server and database of its own (so neither sees the
 * other's data): the scans that walk every page for each role (axe, reflow, layout), which take about half of the
 * suite's time, and everything else. Each line of output carries its part's name; the run fails if either part does.
 * Arguments after `--` go to both Playwright runs (`npm run test:e2e -- --retries 0`).
 *
 *   npm run build && node --import tsx e2e/run-in-parts.ts
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { E2E_PARTS, type E2ePart } from './parts'
import { E2E_OIDC_PORT, E2E_PG_PORT, E2E_PORT } from './support/env'

/** The first part keeps the ports of a single run (support/env.ts); the second takes the ten after them. */
const PORTS: Record<E2ePart, Record<string, string>> = {
  flows: {},
  scans: { E2E_PORT: `${E2E_PORT + 10}`, E2E_PG_PORT: `${E2E_PG_PORT + 10}`, E2E_OIDC_PORT: `${E2E_OIDC_PORT + 10}` },
}

function runPart(part: E2ePart, args: string[]): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
    env: { ...process.env, E2E_PART: part, ...PORTS[part] },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    createInterface({ input: stream }).on('line', (line) => out.write(`[${part}] ${line}\n`))
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

// A filter naming only one part's files leaves the other with none to run, which is no failure.
const args = process.argv.length > 2 ? [...process.argv.slice(2), '--pass-with-no-tests'] : []
const codes = await Promise.all(E2E_PARTS.map((part) => runPart(part, args)))
const failed = E2E_PARTS.filter((_, i) => codes[i] !== 0)
if (failed.length) console.error(`browser tests failed in: ${failed.join(', ')}`)
process.exit(failed.length ? 1 : 0)
