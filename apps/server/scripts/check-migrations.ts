import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/*
 * Fails when the committed migrations and the drizzle schema disagree: `drizzle-kit check` finds migrations that
 * contradict each other, and generating from the schema into a copy of the migrations must find nothing to add.
 * A schema change committed without its migration (or a hand-edited snapshot) thus fails CI.
 */

const server = path.resolve(import.meta.dirname, '..')
const migrations = 'src/db/migrations'
// drizzle-kit takes `--out` relative to the working directory.
const scratch = `.tmp/migrations-check-${process.pid}`

function drizzleKit(args: string[]) {
  const run = spawnSync('npx', ['drizzle-kit', ...args], { cwd: server, encoding: 'utf8' })
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

class Drift extends Error {}

function fail(message: string, output: string): never {
  throw new Drift(`db:check: ${message}\n${output}`)
}

function main() {
  const check = drizzleKit(['check', '--dialect', 'postgresql', '--out', migrations])
  if (!check.ok || !/Everything's fine/.test(check.output)) fail('drizzle-kit check found a problem', check.output)

  rmSync(path.join(server, scratch), { recursive: true, force: true })
  mkdirSync(path.join(server, scratch), { recursive: true })
  try {
    cpSync(path.join(server, migrations), path.join(server, scratch), { recursive: true })
    const before = readdirSync(path.join(server, scratch)).length
    const generate = drizzleKit([
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      scratch,
    ])
    const after = readdirSync(path.join(server, scratch)).length
    if (!generate.ok || !/No schema changes/.test(generate.output) || after !== before) {
      fail(
        'the schema differs from the migrations: run `npm run db:generate --workspace apps/server -- --name <area>`',
        generate.output,
      )
    }
    console.log('db:check: the migrations match the schema')
  } finally {
    rmSync(path.join(server, scratch), { recursive: true, force: true })
  }
}

try {
  main()
} catch (error) {
  console.error(error instanceof Drift ? error.message : error)
  process.exit(1)
}
