import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

export interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a server entry point (`src/cli.ts`, `src/main.ts`) as the operator would, with the given env and input. */
export function runNode(
  entry: string,
  args: string[],
  options: { env: Record<string, string>; input?: string; until?: (output: string) => boolean },
) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server', entry), ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    // A server that reached the awaited line has proved what the test wanted: stop it.
    const check = () => {
      if (options.until?.(stdout + stderr)) child.kill('SIGTERM')
    }
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8')
      check()
    })
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString('utf8')
      check()
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(options.input ?? '')
  })
}
