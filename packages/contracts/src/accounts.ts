import { z } from 'zod'
import { accountTypeSchema, organizationRoleSchema, platformRoleSchema } from './auth'
import { pagedSchema } from './common'
import { EMAIL_MAX, LIST_SEARCH_MAX, MAX_PAGE_SIZE } from './limits'
import { PHONE_FORMAT_MESSAGE, PHONE_PATTERN } from './profile'

/**
 * SPEC §3 account types, as the portal uses them: Regular — the password is set; EmailSent — the set-password e-mail
 * went out and its link is valid; EmailNotConfirmed — the e-mail has not been delivered yet (queued or failing);
 * TokenExpired — the link expired unused (send it again).
 */
export const accountTypeLabels: Record<z.infer<typeof accountTypeSchema>, string> = {
  Regular: 'Активна',
  EmailSent: 'Письмо отправлено',
  EmailNotConfirmed: 'Письмо не доставлено',
  TokenExpired: 'Ссылка просрочена',
}

export const accountStates = ['Active', 'Blocked'] as const
export const accountStateSchema = z.enum(accountStates)
export const accountStateLabels: Record<(typeof accountStates)[number], string> = {
  Active: 'Действует',
  Blocked: 'Заблокирована',
}

export const accountSortFields = ['fio', 'email', 'createdAt'] as const
export const sortOrderSchema = z.enum(['Asc', 'Desc'])

export const usersSearchRequestSchema = z.strictObject({
  page: z.number().int().positive().catch(1).default(1),
  itemsPerPage: z.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  search: z.string().trim().max(LIST_SEARCH_MAX).default(''),
  filter: z
    .strictObject({
      role: z.array(platformRoleSchema).max(2).optional(),
      state: z.array(accountStateSchema).max(2).optional(),
      accountType: z.array(accountTypeSchema).max(4).optional(),
    })
    .default({}),
  sort: z
    .strictObject({ field: z.enum(accountSortFields), order: sortOrderSchema })
    .nullable()
    .default({ field: 'fio', order: 'Asc' }),
})
export type UsersSearchRequest = z.input<typeof usersSearchRequestSchema>

export const accountSchema = z.object({
  id: z.string(),
  fio: z.string(),
  surname: z.string().nullable(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  role: platformRoleSchema,
  accountType: accountTypeSchema,
  state: accountStateSchema,
  createdAt: z.string(),
})
export type Account = z.infer<typeof accountSchema>

export const accountsPageSchema = pagedSchema(accountSchema)
export type AccountsPage = z.infer<typeof accountsPageSchema>

export const accountMembershipSchema = z.object({
  organizationId: z.string(),
  shortName: z.string(),
  inn: z.string(),
  role: organizationRoleSchema,
  status: z.enum(['Created', 'Accepted', 'Declined']),
})

export const accountDetailsSchema = accountSchema.extend({
  avatar: z.string().nullable(),
  organizations: z.array(accountMembershipSchema),
  /** When the pending set-password link expires (absent once the password is set). */
  linkExpiresAt: z.string().nullable(),
  /** Whether the user signs in with a second factor (an Admin can reset it: a lost phone). */
  secondFactorEnabled: z.boolean(),
})
export type AccountDetails = z.infer<typeof accountDetailsSchema>

export const accountIdParamsSchema = z.object({ id: z.uuid() })

const personName = (max: number) =>
  z.string().trim().min(1, 'Обязательное поле').max(max, 'Превышено количество символов')

export const createAccountRequestSchema = z.strictObject({
  email: z.email('Адрес электронной почты указан в неверном формате').trim().toLowerCase().max(EMAIL_MAX),
  surname: personName(100),
  name: personName(100),
  patronymic: z.string().trim().max(100, 'Превышено количество символов').nullable().default(null),
  phone: z.string().trim().regex(PHONE_PATTERN, PHONE_FORMAT_MESSAGE).nullable().default(null),
  role: platformRoleSchema.default('Regular'),
})
export type CreateAccountRequest = z.input<typeof createAccountRequestSchema>

export const renameAccountRequestSchema = z.strictObject({
  surname: personName(100),
  name: personName(100),
  patronymic: z.string().trim().max(100, 'Превышено количество символов').nullable(),
})
export type RenameAccountRequest = z.infer<typeof renameAccountRequestSchema>
