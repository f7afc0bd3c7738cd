import { z } from 'zod'
import { organizationRoleSchema } from './auth'
import { pagedSchema, pageQuerySchema } from './common'
import { LIST_SEARCH_MAX, MAX_PAGE_SIZE } from './limits'
import { organizationStatusSchema } from './organization-card'
import { membershipStatusSchema } from './organizations'

/** SPEC §3 Organization employee: state Accepted = active, Created = join request. */
export const employeeStates = ['Accepted', 'Created'] as const
export const employeeStateSchema = z.enum(employeeStates)
export type EmployeeState = z.infer<typeof employeeStateSchema>
export const employeeStateLabels: Record<EmployeeState, { label: string; tooltip: string }> = {
  Created: { label: 'Запрос на добавление', tooltip: 'Пользователь ждет одобрения' },
  Accepted: { label: 'Активный', tooltip: 'Пользователь является сотрудником организации' },
}
/** Role labels inside the result texts of SPEC §8. */
export const resultRoleLabels = { Employee: 'сотрудник организации', Admin: 'администратор организации' } as const

export const employeeSchema = z.object({
  id: z.string(),
  /** Surname and initials, e.g. «Иванов И. И.». */
  fio: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  role: organizationRoleSchema,
  state: employeeStateSchema,
})
export type Employee = z.infer<typeof employeeSchema>

export const employeeSortFields = ['fullName', 'email', 'role', 'state'] as const
export const sortOrders = ['Asc', 'Desc', 'Reset'] as const
const textFilterSchema = z.object({
  text: z.string().trim().min(1).max(LIST_SEARCH_MAX),
  contains: z.boolean().default(true),
})

/** POST /api/organizations/{id}/users {error, itemsPerPage, filter, page, search, sort{field, order}} (SPEC §7). */
export const employeesRequestSchema = z.object({
  error: z.string().optional(),
  page: z.number().int().positive().catch(1).default(1),
  itemsPerPage: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  filter: z
    .object({
      fullName: textFilterSchema.optional(),
      email: textFilterSchema.optional(),
      phone: z.string().trim().min(1).max(30).optional(),
      role: organizationRoleSchema.optional(),
      state: employeeStateSchema.optional(),
    })
    .default({}),
  /** Default: full name ascending (SPEC §9); the phone column is not sortable. */
  sort: z
    .object({ field: z.enum(employeeSortFields), order: z.enum(sortOrders) })
    .default({ field: 'fullName', order: 'Asc' }),
})
export type EmployeesRequest = z.input<typeof employeesRequestSchema>
export type EmployeesQuery = z.infer<typeof employeesRequestSchema>
export const employeesPageSchema = pagedSchema(employeeSchema)
export type EmployeesPage = z.infer<typeof employeesPageSchema>

export const employeeParamsSchema = z.object({ orgId: z.uuid(), userId: z.uuid() })
export const orgParamsSchema = z.object({ orgId: z.uuid() })

/** GET /api/organizations/{id}/users/{userId}: the employee card. */
export const employeeDetailsSchema = employeeSchema.extend({
  surname: z.string().nullable(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  avatar: z.string().nullable(),
})
export type EmployeeDetails = z.infer<typeof employeeDetailsSchema>

/** The employee's organizations the viewer may see (those they share, every one for a platform Admin). */
export const employeeOrganizationSchema = z.object({
  organizationId: z.string(),
  shortName: z.string(),
  inn: z.string(),
  role: organizationRoleSchema,
  status: membershipStatusSchema,
  organizationStatus: organizationStatusSchema,
})
export const employeeOrganizationsQuerySchema = pageQuerySchema
export const employeeOrganizationsPageSchema = pagedSchema(employeeOrganizationSchema)
export type EmployeeOrganizationsPage = z.infer<typeof employeeOrganizationsPageSchema>

/** GET /api/organizations/{orgId}/users/active and /admins. */
export const memberBriefSchema = z.object({
  id: z.string(),
  fio: z.string(),
  fullName: z.string(),
  role: organizationRoleSchema,
})
export type MemberBrief = z.infer<typeof memberBriefSchema>
export const memberBriefListSchema = z.array(memberBriefSchema)

/** SPEC §3 Exclusion info. */
export const exclusionInfoSchema = z.object({
  role: organizationRoleSchema,
  isOnlyAdmin: z.boolean(),
  isOnlyEmployee: z.boolean(),
  hasActiveApplications: z.boolean(),
})
export type ExclusionInfo = z.infer<typeof exclusionInfoSchema>

export const roleRequestSchema = z.strictObject({ role: organizationRoleSchema })
export type RoleRequest = z.infer<typeof roleRequestSchema>

/** DELETE .../exclude {adminId}: who takes over the excluded user's active applications. */
export const excludeRequestSchema = z.strictObject({ adminId: z.uuid().optional() }).nullish()
export type ExcludeRequest = z.infer<typeof excludeRequestSchema>
export const excludeResponseSchema = z.object({
  /** Who the excluded user's active applications went to: the chosen person, else the acting user. */
  reassignedTo: z.object({ id: z.string(), fullName: z.string() }),
  /** How many active applications were passed on; 0 when the user had none (then nothing was passed). */
  reassignedCount: z.number().int().nonnegative(),
})
export type ExcludeResponse = z.infer<typeof excludeResponseSchema>

export const acceptResponseSchema = z.object({ ok: z.literal(true) })
