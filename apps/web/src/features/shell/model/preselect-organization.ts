import type { User, UserOrganization } from '@psp/contracts'

/** Only accepted memberships can be worked in. */
export const choosableOrganizations = (items: readonly UserOrganization[]) =>
  items.filter((o) => o.status === 'Accepted')

/**
 * SPEC §4 Organization choosing: one organization is preselected — the default one (with 'Запомнить выбор'
 * checked), else the session's current one, else the first.
 */
export function preselectOrganization(
  items: readonly UserOrganization[],
  current: User['organization'],
): { organizationId: string | null; remember: boolean } {
  const choosable = choosableOrganizations(items)
  const byDefault = choosable.find((o) => o.isDefault)
  if (byDefault) return { organizationId: byDefault.organizationId, remember: true }
  const byCurrent = current && choosable.find((o) => o.organizationId === current.organizationId)
  return { organizationId: (byCurrent ?? choosable[0])?.organizationId ?? null, remember: false }
}
