import { can, type PolicyAction, type PolicyActor, type SubjectArgs } from '@psp/contracts'
import type { Actor } from '../platform/context'
import { AppError } from '../platform/errors'

export const policyActorOf = (actor: Actor): PolicyActor => ({ userId: actor.userId, role: actor.role })

/** Throws Forbidden unless the rule allows it: services call this before anything else. */
export function authorize<A extends PolicyAction>(actor: Actor, action: A, ...subject: SubjectArgs<A>) {
  if (!can(policyActorOf(actor), action, ...subject)) throw new AppError('Forbidden')
}
