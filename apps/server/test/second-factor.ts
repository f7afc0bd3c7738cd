import { generateSync } from 'otplib'
import type { ApiClient } from './api-client'
import type { TestApp } from './harness'

/** The code an authenticator app shows for the secret at the test's clock, computed by otplib (not the portal). */
export const codeAt = (secret: string, at: Date) => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) })

/** Moves the clock to the next 30-second step, so a fresh code differs from the last one used. */
export const nextStep = (t: TestApp) => t.clock.advance(30_000)

/** Turns the second factor on for a signed-in client: returns its secret and recovery codes. */
export async function enableSecondFactor(t: TestApp, client: ApiClient) {
  const setup = await client.post('/api/user/2fa/setup')
  if (setup.status !== 200) throw new Error(`set-up failed: ${setup.status}`)
  const secret = setup.body.secret as string
  const enabled = await client.post('/api/user/2fa/enable', { code: codeAt(secret, t.clock.now()) })
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`)
  nextStep(t)
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] }
}

/** Six digits that are no code of the secret around `at` (the steps the portal accepts). */
export function wrongCodeAt(secret: string, at: Date) {
  const near = [-30_000, 0, 30_000].map((d) => codeAt(secret, new Date(at.getTime() + d)))
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0')
    if (!near.includes(candidate)) return candidate
  }
}
