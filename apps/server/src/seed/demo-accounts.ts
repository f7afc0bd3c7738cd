/*
 * What every demo seeder and the production guard share: the published demo accounts and the people the core seed
 * creates. A file of its own, so the seeders need not import seed/demo.ts, which imports them (an import circle).
 */

export const DEMO_PASSWORD = 'Demo-2026'
/** The demo accounts, all with the published DEMO_PASSWORD (see the README): never allowed in production. */
export const DEMO_EMAILS = [
  'admin@example.com',
  'orgadmin@example.com',
  'employee@example.com',
  'individual@example.com',
  'pending@example.com',
]

export interface DemoPeople {
  admin: string
  orgAdmin: string
  employee: string
  individual: string
  pending: string
  bureau: string
  second: string
}
