import { isPlatformAdmin, type Rule } from './policy'

/** Alerts, notifications and the user agreement (SPEC §6). */
export const alertsPolicy = {
  /** Every signed-in user reads their own alerts and the published notifications. */
  'alerts.read': (() => true) as Rule,
  /** Notifications are written, scheduled and listed in every state by platform Admins. */
  'notifications.manage': ((actor) => isPlatformAdmin(actor)) as Rule,
  /** A published notification is open to any signed-in user; an unpublished one only to those who manage them. */
  'notifications.read': ((actor, subject) => subject.published || isPlatformAdmin(actor)) as Rule<{
    published: boolean
  }>,
  /** Uploading agreement versions, listing them and the acceptance report. */
  'agreements.manage': ((actor) => isPlatformAdmin(actor)) as Rule,
}
