import type { OrganizationRole } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import type { OrganizationRow } from './organization-directory.repository'

/** Something that happened to a user's membership, told to the people concerned and kept in their history. */
export type MembershipEvent =
  | {
      kind: 'joinRequested'
      organization: OrganizationRow
      userId: string
      role: OrganizationRole
      registered: boolean
    }
  | {
      kind: 'registrationAccepted' | 'registrationDeclined'
      organization: OrganizationRow
      userId: string
      actorId: string
    }
  | { kind: 'joinAccepted'; organization: OrganizationRow; userId: string; role: OrganizationRole; actorId: string }
  | { kind: 'joinDeclined'; organization: OrganizationRow; userId: string; actorId: string }
  | { kind: 'roleChanged'; organization: OrganizationRow; userId: string; role: OrganizationRole; actorId: string }
  | { kind: 'excluded'; organization: OrganizationRow; userId: string; actorId: string; reassignedToId: string }

/**
 * The single place every membership event goes through after its change is committed: e-mail to the people
 * concerned (the join request to the organization's Admins with a link to `/organization/{orgId}?confirm={userId}`,
 * the decision, a role change or an exclusion to the user) and the entry in the user's change history.
 * Sending must never fail the request that caused it.
 */
export async function notifyMembershipEvent(_ctx: AppContext, _event: MembershipEvent): Promise<void> {
  // The mail port and the change-history recorder plug in here.
}
