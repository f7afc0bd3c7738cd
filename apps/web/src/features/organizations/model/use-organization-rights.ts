import { can, MAX_PAGE_SIZE, type MembershipFacts } from '@psp/contracts'
import { useCurrentUser } from '../../../lib/current-user'
import { useMyOrganizations } from '../api/get-my-organizations'

/**
 * What the signed-in user may do in an organization, asked of the shared rules with their own membership (from
 * their organizations list, shared with the shell's choice modal), so the page shows only the allowed actions.
 */
export function useOrganizationRights(orgId: string) {
  const { data: user } = useCurrentUser()
  const mine = useMyOrganizations(1, MAX_PAGE_SIZE)
  const row = mine.data?.items.find((o) => o.organizationId === orgId)
  const membership: MembershipFacts | null = row ? { role: row.role, status: row.status } : null
  const actor = { userId: user?.id ?? '', role: user?.role }
  return {
    userId: user?.id ?? null,
    /** The memberships have arrived, so the answers below are final. */
    ready: mine.isSuccess,
    canManage: !!user && can(actor, 'organization.manageEmployees', { membership }),
    canRead: !!user && can(actor, 'organization.read', { membership }),
  }
}
