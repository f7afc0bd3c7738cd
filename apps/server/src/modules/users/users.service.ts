import { displayName, type User } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { findUserData, type UserDataRow } from './users.repository'

export const fileUrl = (fileId: string) => `/api/files/${fileId}`

export function presentUser(row: UserDataRow): User {
  const mustAccept = row.current_agreement_id && row.current_agreement_id !== row.accepted_agreement_id
  return {
    id: row.id,
    surname: row.surname,
    name: row.name,
    patronymic: row.patronymic,
    fio: displayName(row),
    email: row.email,
    preferredMobilePhone: row.phone,
    avatar: row.avatar_file_id ? fileUrl(row.avatar_file_id) : null,
    role: row.role ?? 'Regular',
    agreementId: mustAccept ? row.current_agreement_id! : undefined,
    organization:
      row.org_id && row.org_role
        ? {
            organizationId: row.org_id,
            shortName: row.org_short_name ?? '',
            inn: row.org_inn ?? '',
            role: row.org_role,
            isDefault: row.org_is_default ?? false,
          }
        : undefined,
    hasOrganizations: row.has_organizations,
    noOrganizationNoticeDismissed: row.no_organization_notice_dismissed,
  }
}

/** The user data of SPEC §3 User, as seen within the session's organization. */
export async function getUserData(ctx: AppContext, userId: string, organizationId: string | null): Promise<User> {
  const row = await findUserData(ctx.db, userId, organizationId)
  if (!row) throw new AppError('Unauthorized')
  return presentUser(row)
}
