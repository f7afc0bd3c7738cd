import { isPlatformAdmin, type Rule } from './policy'

export const knowledgeBasePolicy = {
  /** Every signed-in user reads the knowledge base. */
  'knowledgeBase.read': (() => true) as Rule,
  /** Systems, services, articles and their files are written by platform Admins. */
  'knowledgeBase.author': ((actor) => isPlatformAdmin(actor)) as Rule,
  'search.reindex': ((actor) => isPlatformAdmin(actor)) as Rule,
  /** Searching an organization's applications needs the session to act for an organization. */
  'search.organization': ((_actor, session) => session.organizationId !== null) as Rule<{
    organizationId: string | null
  }>,
}
