import type { Transaction } from '../../db/executor'
import { AppError } from '../../platform/errors'
import { countOtherAdmins, lockMember, lockOrganization } from './employee-actions.repository'

type Target = { orgId: string; userId: string }

/**
 * The member a change acts on, with the organization's row locked first, so two Admins acting at once are
 * serialized and the last-Admin rule holds. An excluded or declined member is not found.
 */
export async function lockedMember(tx: Transaction, { orgId, userId }: Target) {
  await lockOrganization(tx, orgId)
  const row = await lockMember(tx, orgId, userId)
  if (!row || row.excludedAt || row.status === 'Declined') throw new AppError('NotFound')
  return row
}

/** Refuses to take the organization's last accepted Admin away (demoted or excluded). */
export async function keepAnAdmin(tx: Transaction, { orgId, userId }: Target) {
  if ((await countOtherAdmins(tx, orgId, userId)) === 0) throw new AppError('LastOrganizationAdmin')
}

/** The database trigger `organization_keeps_an_admin` is the backstop of the rule: its refusal is the same error. */
export async function withLastAdminBackstop<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Error && /last_organization_admin/.test(error.message + String(error.cause ?? ''))) {
      throw new AppError('LastOrganizationAdmin')
    }
    throw error
  }
}
