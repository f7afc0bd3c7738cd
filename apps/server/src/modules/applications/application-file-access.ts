import type { AppContext } from '../../platform/context'
import { policyActorOf } from '../../policies/authorize'
import { can } from '@psp/contracts'
import { registerFileKindReaders } from '../files/file-access'
import { findAcceptedMembership } from '../organizations/organizations.repository'
import { findApplicationOfFile } from './applications.repository'
import { APPLICATION_FILE_KIND } from './applications.service'

/** A file of an application is readable by whoever may read the application. */
export function registerApplicationFileAccess() {
  registerFileKindReaders(APPLICATION_FILE_KIND, async (ctx: AppContext, actor, file) => {
    const owner = await findApplicationOfFile(ctx.db, file.id)
    if (!owner) return false
    const membership = owner.organizationId
      ? await findAcceptedMembership(ctx.db, actor.userId, owner.organizationId)
      : null
    return can(policyActorOf(actor), 'application.read', {
      authorId: owner.userId,
      organizationId: owner.organizationId,
      membership: membership ? { role: membership.role, status: 'Accepted' } : null,
    })
  })
}
