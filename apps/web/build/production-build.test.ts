import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const webDir = path.resolve(import.meta.dirname, '..')
const outDir = mkdtempSync(path.join(tmpdir(), 'psp-web-build-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the web build', () => {
  it('is a production build even when NODE_ENV=development is set, as `npm start` leaves it', () => {
    const vite = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')
    const built = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    })
    expect(built.status, built.stderr).toBe(0)
    const chunks = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'))
    const containing = (text: string) =>
      chunks.filter((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8').includes(text))
    // React's development runtime, and the development-only response checks of lib/api-call.ts.
    expect(containing('jsxDEV')).toEqual([])
    expect(containing('does not match its contract')).toEqual([])
    expect(containing('createRoot')).not.toEqual([])
    // The early-requests script gets the route chunks table filled in: it runs before the entry, with no bundler.
    const early = readFileSync(path.join(outDir, 'early-requests.js'), 'utf8')
    expect(early).toMatch(/var chunks = \{"/)
    expect(early).toContain('/knowledge-base')
  }, 300_000)
})
