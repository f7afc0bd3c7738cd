import { z } from 'zod'
import { organizationRoleSchema } from './auth'
import { pagedSchema, pageQuerySchema } from './common'

export const membershipStatuses = ['Created', 'Accepted', 'Declined'] as const
export const membershipStatusSchema = z.enum(membershipStatuses)
export type MembershipStatus = z.infer<typeof membershipStatusSchema>

/** SPEC §3 User organization: one of the user's memberships. */
export const userOrganizationSchema = z.object({
  organizationId: z.string(),
  shortName: z.string(),
  inn: z.string(),
  role: organizationRoleSchema,
  status: membershipStatusSchema,
  isDefault: z.boolean(),
})
export type UserOrganization = z.infer<typeof userOrganizationSchema>

/** GET /api/user/organizations {itemsPerPage, page, error} (SPEC §7); `error` is handled by the simulated errors. */
export const userOrganizationsQuerySchema = pageQuerySchema.extend({ error: z.string().optional() })
export type UserOrganizationsQuery = z.input<typeof userOrganizationsQuerySchema>
export const userOrganizationsPageSchema = pagedSchema(userOrganizationSchema)
export type UserOrganizationsPage = z.infer<typeof userOrganizationsPageSchema>

/** Labels of the membership statuses on /my-organizations (SPEC §4 Organization status display). */
export const membershipStatusLabels: Record<MembershipStatus, string> = {
  Created: 'Запрос на добавление',
  Accepted: 'Активный',
  Declined: 'Отклонен',
}

/** POST /api/user/organizations/set_default {organizationId, isDefault} (SPEC §7). */
export const setDefaultOrganizationRequestSchema = z.strictObject({
  organizationId: z.uuid(),
  isDefault: z.boolean(),
})
export type SetDefaultOrganizationRequest = z.infer<typeof setDefaultOrganizationRequestSchema>

/** SPEC §3 join-request states, as a join request (not the membership) is described to its author. */
export const joinRequestStates = ['Waiting', 'Confirmed', 'Expired', 'Declined'] as const
export type JoinRequestState = (typeof joinRequestStates)[number]
export const joinRequestStateLabels: Record<JoinRequestState, string> = {
  Waiting: 'Ожидание',
  Confirmed: 'Подтверждено',
  Expired: 'Просрочено',
  Declined: 'Отклонено',
}
/** Where the user's own join request stands, read from the membership status (requests do not expire yet). */
export const joinRequestStateOf = (status: MembershipStatus): JoinRequestState =>
  status === 'Created' ? 'Waiting' : status === 'Accepted' ? 'Confirmed' : 'Declined'
