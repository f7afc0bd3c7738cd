import { filesPolicy } from './files.policy'
import { accountsPolicy } from './accounts.policy'
import { alertsPolicy } from './alerts.policy'
import { applicationsPolicy } from './applications.policy'
import { knowledgeBasePolicy } from './knowledge-base.policy'
import { organizationsPolicy } from './organizations.policy'
import { platformPolicy } from './platform.policy'
import { reportsPolicy } from './reports.policy'
import type { PolicyActor, Rule } from './policy'

export * from './policy'
export type { FileSubject } from './files.policy'
export type { AccountSubject } from './accounts.policy'
export type { ApplicationSubject } from './applications.policy'

/**
 * Every access rule of the portal by name. An area adds its rules in `<area>.policy.ts` and spreads them in here;
 * the server's route-inventory test proves each rule's allowed and refused side.
 */
export const policies = {
  ...platformPolicy,
  ...filesPolicy,
  ...knowledgeBasePolicy,
  ...organizationsPolicy,
  ...accountsPolicy,
  ...alertsPolicy,
  ...applicationsPolicy,
  ...reportsPolicy,
}

export type PolicyAction = keyof typeof policies
export type SubjectOf<A extends PolicyAction> = (typeof policies)[A] extends Rule<infer S> ? S : never

/** `can(actor, 'knowledgeBase.author')`, `can(actor, 'organization.manageEmployees', { membership })`. */
export type SubjectArgs<A extends PolicyAction> = SubjectOf<A> extends void ? [] : [SubjectOf<A>]

export function can<A extends PolicyAction>(actor: PolicyActor, action: A, ...subject: SubjectArgs<A>): boolean {
  const rule = policies[action] as Rule<unknown>
  return rule(actor, subject[0])
}
