// The zod-free entry of the rules: asking them must not bring the schema library into the first download.
import { can, type PolicyAction, type PolicyActor, type SubjectArgs } from '@psp/contracts/policies/index'
import type { User } from '@psp/contracts'
import { useCurrentUser } from './current-user'

/** The current user as the access rules see them (the server maps its session actor the same way). */
export const policyActorOf = (user: Pick<User, 'id' | 'role'>): PolicyActor => ({ userId: user.id, role: user.role })

/** Asks a rule for a given user (components that get the user as a prop). */
export function userCan<A extends PolicyAction>(
  user: Pick<User, 'id' | 'role'>,
  action: A,
  ...subject: SubjectArgs<A>
): boolean {
  return can(policyActorOf(user), action, ...subject)
}

/**
 * Asks the portal's access rules (packages/contracts/src/policies) for the current user, to hide what they may not
 * do; the server asks the same rules again on every call. Nobody may do anything before the user has arrived.
 */
export function useCan<A extends PolicyAction>(action: A, ...subject: SubjectArgs<A>): boolean {
  const { data: user } = useCurrentUser()
  return user ? userCan(user, action, ...subject) : false
}
