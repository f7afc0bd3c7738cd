import { UNREAD_BADGE_CAP } from '@psp/contracts'

/** The bell's badge (SPEC §2, §9): nothing without unread alerts, the count up to 9, '9+' above. */
export function unreadBadgeLabel(count: number | undefined): string | null {
  if (!count || count <= 0) return null
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count)
}
