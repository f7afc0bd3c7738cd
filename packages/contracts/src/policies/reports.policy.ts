import { isOrganizationAdmin, isPlatformAdmin, type OrganizationSubject, type Rule } from './policy'

/**
 * Who reads the article-analytics reports (SPEC §6 leaves report permissions open): platform Admins read every
 * organization's events; an organization's Admin reads the events of that organization (the one the session works
 * in); nobody else. The subject is the actor's membership in the session's organization (null without one).
 */
export const reportsPolicy = {
  'reports.read': ((actor, subject) =>
    isPlatformAdmin(actor) || isOrganizationAdmin(subject)) as Rule<OrganizationSubject>,
  /** Every organization's events at once. */
  'reports.readAllOrganizations': ((actor) => isPlatformAdmin(actor)) as Rule,
}
