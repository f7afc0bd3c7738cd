import { z } from 'zod'

import { accountTypes, organizationRoles, platformRoles } from './roles'

// The values and labels live in a zod-free module (roles.ts) so the signed-in shell can show them without zod.
export * from './roles'
export const platformRoleSchema = z.enum(platformRoles)
export const organizationRoleSchema = z.enum(organizationRoles)
export const accountTypeSchema = z.enum(accountTypes)

export const loginRequestSchema = z.strictObject({
  login: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const loginQuerySchema = z.object({ context: z.string().max(2048).optional() })

/** The organization the session works in, as carried in the user data. */
export const currentOrganizationSchema = z.object({
  organizationId: z.string(),
  shortName: z.string(),
  inn: z.string(),
  role: organizationRoleSchema,
  isDefault: z.boolean(),
})
export type CurrentOrganization = z.infer<typeof currentOrganizationSchema>

/** SPEC §3 User. `organization` is absent for a user working without one; `agreementId` is present
 * only while the user still has to accept the current user agreement. */
export const userSchema = z.object({
  id: z.string(),
  surname: z.string().nullable(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  fio: z.string(),
  email: z.string(),
  preferredMobilePhone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: platformRoleSchema,
  agreementId: z.string().optional(),
  organization: currentOrganizationSchema.optional(),
  hasOrganizations: z.boolean(),
  /**
   * The user closed «Вы не состоите ни в одной организации» once: it is not offered at sign-in again (kept on the
   * server, as signing out clears the browser's storage). Optional for older answers: absent means not yet.
   */
  noOrganizationNoticeDismissed: z.boolean().optional(),
})
export type User = z.infer<typeof userSchema>

/** The answer of POST /user/no-organization-notice/dismiss. */
export const noticeDismissedSchema = z.object({ ok: z.literal(true) })

export const chooseOrganizationRequestSchema = z.union([
  z.strictObject({ organizationId: z.string().uuid(), isDefault: z.boolean().default(false) }),
  z.strictObject({}),
])
export type ChooseOrganizationRequest = z.infer<typeof chooseOrganizationRequestSchema>

export const activeOrganizationSchema = z
  .object({ organizationId: z.string(), shortName: z.string(), isDefault: z.boolean() })
  .nullable()
export type ActiveOrganization = z.infer<typeof activeOrganizationSchema>

export const displayName = (u: { surname?: string | null; name?: string | null; patronymic?: string | null }) =>
  [u.surname, u.name, u.patronymic].filter((p) => p && p.trim()).join(' ')

/** GET /login/token: an external system's signed sign-in token, and where to go after signing in. */
export const tokenLoginQuerySchema = z.object({
  token: z.string().max(8192),
  redirect: z.string().max(2048).optional(),
})

/** GET /login/token/confirm: the link of the e-mail that confirms the address of a token sign-in. */
export const tokenLoginConfirmQuerySchema = z.object({ token: z.string().max(200) })
