import { can, type User } from '@psp/contracts'

/**
 * The reports rule of packages/contracts (platform Admins, and the Admin of the organization the user works in),
 * asked by the menu and the route guard. The server asks the same rule on every report call.
 */
export function canReadReports(user: User): boolean {
  const membership = user.organization ? { role: user.organization.role, status: 'Accepted' as const } : null
  return can({ userId: user.id, role: user.role }, 'reports.read', { membership })
}
