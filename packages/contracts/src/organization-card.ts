import { z } from 'zod'
import { organizationRoleSchema } from './auth'
import { pagedSchema, pageQuerySchema } from './common'
import { INN_MESSAGES, isValidInn, KPP_MESSAGE, KPP_PATTERN } from './inn'
import { LIST_SEARCH_MAX, ORGANIZATION_FULL_NAME_MAX, ORGANIZATION_SHORT_NAME_MAX } from './limits'

export const organizationStatuses = ['Created', 'Accepted', 'Declined'] as const
export const organizationStatusSchema = z.enum(organizationStatuses)
export type OrganizationStatus = z.infer<typeof organizationStatusSchema>
/** How a platform Admin reads an organization's registration status. */
export const organizationStatusLabels: Record<OrganizationStatus, string> = {
  Created: 'Ожидает подтверждения',
  Accepted: 'Подтверждена',
  Declined: 'Отклонена',
}

/** A tax id with valid check digits (SPEC §5: 10 or 12 digits). */
export const innSchema = z
  .string()
  .trim()
  .regex(/^(\d{10}|\d{12})$/, INN_MESSAGES.length)
  .refine(isValidInn, INN_MESSAGES.checksum)

export const organizationIdParamsSchema = z.object({ id: z.uuid() })
export const innParamsSchema = z.object({ inn: innSchema })

/** SPEC §3 Organization: GET /api/organizations/{id}. */
export const organizationSchema = z.object({
  organizationId: z.string(),
  fullName: z.string(),
  shortName: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  status: organizationStatusSchema,
})
export type Organization = z.infer<typeof organizationSchema>
export const organizationQuerySchema = z.object({ error: z.string().optional() })

/** SPEC §3 Organization lookup: GET /api/organizations/find/{inn}. */
export const organizationLookupSchema = z.object({
  shortName: z.string(),
  status: organizationStatusSchema,
  activityStatus: z.string(),
  hasAdmin: z.boolean(),
})
export type OrganizationLookup = z.infer<typeof organizationLookupSchema>

/** GET /api/organizations {itemsPerPage, page, error, search}: the platform Admin's list. */
export const organizationsQuerySchema = pageQuerySchema.extend({
  error: z.string().optional(),
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  status: organizationStatusSchema.optional(),
})
export type OrganizationsQuery = z.input<typeof organizationsQuerySchema>
export const organizationListItemSchema = organizationSchema.extend({
  /** Who asked to register the organization and be its Admin, while its registration waits for a decision. */
  requestedBy: z.object({ id: z.string(), fio: z.string(), email: z.string() }).nullable(),
})
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>
export const organizationsPageSchema = pagedSchema(organizationListItemSchema)
export type OrganizationsPage = z.infer<typeof organizationsPageSchema>

/** PATCH /api/organizations/{id}/status: a platform Admin confirms or declines a registered organization. */
export const decideOrganizationRequestSchema = z.strictObject({ status: z.enum(['Accepted', 'Declined']) })
export type DecideOrganizationRequest = z.infer<typeof decideOrganizationRequestSchema>

/** The multipart field names of POST /api/user/organizations (SPEC §7: inn, role, files[]). */
export const JOIN_FIELDS = {
  inn: 'inn',
  role: 'role',
  files: 'files[]',
  shortName: 'shortName',
  fullName: 'fullName',
  kpp: 'kpp',
}
export const JOIN_FILES_MAX = 5
export const JOIN_FILE_MAX_BYTES = 10_485_760
export const JOIN_FILE_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const

/** The text fields of the join multipart, checked after the files are read. */
export const joinOrganizationFieldsSchema = z.object({
  inn: innSchema,
  role: organizationRoleSchema,
  /** Names of an organization the portal does not know yet; the INN stands in when they are left out. */
  shortName: z.string().trim().min(1).max(ORGANIZATION_SHORT_NAME_MAX).optional(),
  fullName: z.string().trim().min(1).max(ORGANIZATION_FULL_NAME_MAX).optional(),
  kpp: z.string().trim().regex(KPP_PATTERN, KPP_MESSAGE).optional(),
})
export type JoinOrganizationFields = z.infer<typeof joinOrganizationFieldsSchema>

/**
 * Adding a company returns status and application (SPEC §3): registering an organization the portal does not know
 * files an application to the operators (the service desk), returned here; a join request to a known one files none.
 */
export const joinOrganizationResponseSchema = z.object({
  status: z.enum(['Created']),
  organizationId: z.string(),
  /** True when the INN was unknown and the organization was registered, waiting for a platform Admin. */
  registered: z.boolean(),
  application: z.object({ id: z.string(), number: z.number().int() }).nullable(),
})
export type JoinOrganizationResponse = z.infer<typeof joinOrganizationResponseSchema>
