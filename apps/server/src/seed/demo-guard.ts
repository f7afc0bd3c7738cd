import { inArray, sql } from 'drizzle-orm'
import { users } from '../db/schema/index'
import type { AppContext } from '../platform/context'
import { verifyPassword } from '../platform/passwords'
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts'

/** The server must not start: the message says why and what to do. */
export class StartupRefusedError extends Error {}

/** The demo accounts that still open with the demo password published in the README. */
export async function demoAccountsWithDemoPassword(ctx: Pick<AppContext, 'db'>) {
  const rows = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_EMAILS))
  const open: string[] = []
  for (const row of rows) if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) open.push(row.email)
  return open.sort()
}

/** In production, anyone who read the README could sign in to such an account (one of them an Admin). */
export async function refuseDemoPasswordInProduction(ctx: Pick<AppContext, 'db' | 'config'>) {
  if (!ctx.config.production) return
  const open = await demoAccountsWithDemoPassword(ctx)
  if (open.length === 0) return
  throw new StartupRefusedError(
    `Refusing to start in production: demo accounts with the published demo password exist (${open.join(', ')}). ` +
      'Delete them or change their passwords; create an administrator with `npm run cli -- create-admin`.',
  )
}
