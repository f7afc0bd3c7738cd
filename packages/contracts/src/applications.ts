import { z } from 'zod'
import { fileAttachmentSchema, pagedSchema, uuidSchema } from './common'
import { MAX_PAGE_SIZE } from './limits'
import { DOCUMENT_EXTENSIONS } from './document-kinds'
import { errorCodes } from './errors'

/** SPEC §3 Order status codes, in workflow order, with their Russian labels. */
export const applicationStatuses = [
  'registered',
  'inprogress',
  'waiting',
  'negotiation',
  'deferred',
  'resolved',
  'resumed',
  'closed',
] as const
export const applicationStatusSchema = z.enum(applicationStatuses)
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  registered: 'Новая',
  resolved: 'Выполнена',
  resumed: 'Возобновлена',
  closed: 'Закрыта',
  deferred: 'Отложена',
  inprogress: 'В работе',
  waiting: 'Ожидает уточнений у пользователя',
  negotiation: 'На согласовании',
}
export const UNKNOWN_STATUS_LABEL = 'Неизвестный статус'
export const applicationStatusLabel = (code: string) =>
  (applicationStatusLabels as Record<string, string>)[code] ?? UNKNOWN_STATUS_LABEL

/** The three lists of SPEC §2: Actual (open, not archived), Archive (archived), None (all of them). */
export const statusGroups = ['Actual', 'Archive', 'None'] as const
export const statusGroupQuerySchema = z.object({ statusGroup: z.enum(statusGroups).default('None') })
export type StatusGroup = (typeof statusGroups)[number]

export const APPLICATION_SUBJECT_MAX = 250
export const APPLICATION_TEXT_MAX = 10_000
export const APPLICATION_COMMENT_MAX = 10_000
export const APPLICATION_REASON_MAX = 2000
export const APPLICATION_FILES_MAX = 10
/**
 * Files of an application (create form, comments, add files): the kinds the server's content check accepts
 * (documents, tables, presentations, pictures, text), each up to the default upload limit (UPLOAD_LIMIT_BYTES).
 */
export const APPLICATION_FILE_EXTENSIONS = DOCUMENT_EXTENSIONS
export const APPLICATION_FILE_MAX_BYTES = 20_971_520
export const APPLICATION_MARKS = [1, 2, 3, 4, 5] as const
/** SPEC §5: a link in the subject is refused. */
export const SUBJECT_LINK_MESSAGE = 'Использование ссылок в поле "Тема" не допускается'
// A scheme, «www.», or a domain name with a common zone; letters of any script (\w and \b are ASCII-only, so
// «портал.рф» needs the Unicode classes).
const linkPattern = /(https?:\/\/|www\.)|[\p{L}\p{N}_-]+\.(ru|рф|com|org|net|su|info|io|рус|москва)(?![\p{L}\p{N}_-])/iu
export const hasLink = (text: string) => linkPattern.test(text)

/** Fields of POST /applications besides files (sent as JSON, or as the `data` part of a multipart body). */
export const createApplicationSchema = z.strictObject({
  systemUuid: uuidSchema,
  serviceUuid: uuidSchema,
  /** The chosen order type's fullyQualifiedName (SPEC §3 Order type option). */
  applicationType: z.string().trim().min(1).max(300),
  warranty: z.string().trim().min(1).max(100),
  impact: z.string().trim().min(1).max(100),
  subject: z
    .string()
    .trim()
    .min(1)
    .max(APPLICATION_SUBJECT_MAX)
    .refine((s) => !hasLink(s), SUBJECT_LINK_MESSAGE),
  text: z.string().trim().min(1).max(APPLICATION_TEXT_MAX),
  /** The article the user came from («Создать заявку» on an article), recorded as a CreateApplication event. */
  articleUuid: uuidSchema.optional(),
})
export type CreateApplicationInput = z.infer<typeof createApplicationSchema>

export const applicationIdParamsSchema = z.object({ id: uuidSchema })

const refSchema = z.object({ uuid: z.string(), title: z.string() })

export const applicationSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  subject: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  system: refSchema,
  service: refSchema,
  applicationType: z.string(),
  authorFio: z.string(),
  authorPhone: z.string().nullable(),
  organizationName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Something happened the user has not seen yet (an operator's reply or a status change). */
  unread: z.boolean(),
  archived: z.boolean(),
})
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>

/** The text of a comment or an operator's reply (the multipart call's text field; files are checked apart). */
export const commentTextSchema = z.strictObject({ text: z.string().trim().min(1).max(APPLICATION_COMMENT_MAX) })

export const applicationCommentSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorFio: z.string(),
  /** Written by the service desk (an operator), not by the applicant. */
  fromServiceDesk: z.boolean(),
  createdAt: z.string(),
  files: z.array(fileAttachmentSchema),
})

/** What an external desk takes from the portal, in order (ADR 0038). */
export const APPLICATION_DESK_CHANGES = ['file', 'comment', 'files', 'close', 'reopen'] as const

export const applicationSchema = applicationSummarySchema.extend({
  text: z.string(),
  warranty: z.string(),
  impact: z.string(),
  mark: z.number().int().nullable(),
  /** The operator who took the application, if anyone has. */
  assigneeFio: z.string().nullable(),
  files: z.array(fileAttachmentSchema),
  comments: z.array(applicationCommentSchema),
  /** The actions the current status allows the applicant (the server refuses the others with InappropriateStatus). */
  actions: z.object({
    comment: z.boolean(),
    addFiles: z.boolean(),
    close: z.boolean(),
    reopen: z.boolean(),
    archive: z.boolean(),
  }),
  /**
   * What an external service desk has yet to take of the application (ADR 0038): the oldest change it waits for,
   * and SPEC §8's code of the last failed attempt (null before one failed). Null when the desk has it all, as it
   * always has with the built-in desk. The portal keeps trying by itself.
   */
  serviceDesk: z
    .object({ waiting: z.enum(APPLICATION_DESK_CHANGES), error: z.enum(errorCodes).nullable() })
    .nullable()
    .optional(),
})
export type Application = z.infer<typeof applicationSchema>

/** SPEC §3 Status-history item. */
export const statusHistoryItemSchema = z.object({
  order: z.number().int(),
  eventDate: z.string(),
  newState: z.string(),
  userFio: z.string(),
})
export const statusHistoryResponseSchema = z.array(statusHistoryItemSchema)

export const closeApplicationQuerySchema = z.object({
  mark: z.coerce
    .number()
    .int()
    .refine((m) => (APPLICATION_MARKS as readonly number[]).includes(m), 'Оценка от 1 до 5'),
})
export const reopenApplicationSchema = z.strictObject({ reason: z.string().trim().min(1).max(APPLICATION_REASON_MAX) })

/** SPEC §3 Table view state: sortBy and a filter per column accessor, each of its kind. */
export const stringFilterSchema = z.object({ text: z.string().max(300), contains: z.boolean().default(true) })
export const applicationDateFilterSchema = z.object({
  from: z.string().date().nullish(),
  to: z.string().date().nullish(),
})
export const applicationFilterSchema = z
  .object({
    number: z.coerce.number().int().positive().nullish(),
    subject: stringFilterSchema.nullish(),
    status: z.string().max(40).nullish(),
    system: z.string().max(300).nullish(),
    service: stringFilterSchema.nullish(),
    authorFio: stringFilterSchema.nullish(),
    authorPhone: z.string().max(40).nullish(),
    createdAt: applicationDateFilterSchema.nullish(),
    updatedAt: applicationDateFilterSchema.nullish(),
  })
  .strict()
export type ApplicationFilter = z.infer<typeof applicationFilterSchema>

export const applicationSortFields = [
  'number',
  'subject',
  'status',
  'system',
  'service',
  'authorFio',
  'createdAt',
  'updatedAt',
] as const
export const tableViewStateSchema = z.object({
  sortBy: z.object({ title: z.enum(applicationSortFields), sortOrder: z.enum(['Asc', 'Desc', 'Reset']) }).nullish(),
  applicationFilter: applicationFilterSchema.default({}),
})
export type TableViewState = z.infer<typeof tableViewStateSchema>

export const applicationListRequestSchema = tableViewStateSchema.extend({
  page: z.coerce.number().int().positive().catch(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(10).default(10),
})
export type ApplicationListRequest = z.infer<typeof applicationListRequestSchema>
export const applicationListResponseSchema = pagedSchema(applicationSummarySchema)

/** SPEC §3 Order type option: the client shows `title` and sends `fullyQualifiedName`. */
export const applicationTypeSchema = z.object({ title: z.string(), fullyQualifiedName: z.string() })
export const applicationTypesResponseSchema = z.array(applicationTypeSchema)
export const serviceHintResponseSchema = z.object({ hint: z.string().nullable() })
/** SPEC §3 Dropdown item. */
export const optionSchema = z.object({ text: z.string(), value: z.string() })
export const optionsResponseSchema = z.array(optionSchema)

/** The operator console of the built-in service desk (platform Admins). */
export const operatorQueueQuerySchema = z.object({
  /** `mine`: taken by the calling operator; `unassigned`: nobody took it yet; `all`: every open one. */
  queue: z.enum(['all', 'unassigned', 'mine']).default('all'),
})
export const operatorApplicationSchema = applicationSummarySchema.extend({ assigneeFio: z.string().nullable() })
export type OperatorApplication = z.infer<typeof operatorApplicationSchema>
export const operatorQueueResponseSchema = pagedSchema(operatorApplicationSchema)
export const operatorStatuses = ['inprogress', 'waiting', 'negotiation', 'deferred', 'resolved'] as const
export type OperatorStatus = (typeof operatorStatuses)[number]

/**
 * The built-in service desk's workflow (SPEC §3, §4): registered → inprogress → waiting / negotiation / deferred →
 * resolved → closed, and resumed when the applicant reopens. Operators move an application along these edges only;
 * the server refuses the others and the console offers only these.
 */
export const operatorMoves: Record<ApplicationStatus, readonly OperatorStatus[]> = {
  registered: ['inprogress'],
  resumed: ['inprogress'],
  inprogress: ['waiting', 'negotiation', 'deferred', 'resolved'],
  waiting: ['inprogress', 'resolved'],
  negotiation: ['inprogress', 'deferred', 'resolved'],
  deferred: ['inprogress', 'resolved'],
  resolved: ['inprogress'],
  closed: [],
}
/** Where an operator may move an application from `status` (none from an unknown one). */
export const operatorNextStatuses = (status: string): readonly OperatorStatus[] =>
  (operatorMoves as Record<string, readonly OperatorStatus[]>)[status] ?? []
export const operatorStatusChangeSchema = z.strictObject({
  status: z.enum(operatorStatuses),
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX).optional(),
})

/** SPEC §3 Email info: what a one-click link of an e-mail about an application does. */
export const emailActionTypes = ['Close', 'Reopen'] as const
// A token of the wrong length is no link of ours: the same words as an unknown one.
const LINK_INVALID = 'Ссылка недействительна'
export const emailTokenQuerySchema = z.object({ token: z.string().min(10, LINK_INVALID).max(200, LINK_INVALID) })
export const emailInfoSchema = z.object({
  type: z.enum(emailActionTypes).default('Close'),
  reason: z.string().nullable(),
  /** The mark a closing link stands for. */
  mark: z.number().int().nullable(),
  applicationId: z.string(),
  number: z.number().int(),
  subject: z.string(),
  statusLabel: z.string(),
})
export const emailActionRequestSchema = z
  .strictObject({ reason: z.string().trim().min(1).max(APPLICATION_REASON_MAX).optional() })
  .nullish()
export const emailActionResponseSchema = z.object({
  type: z.enum(emailActionTypes),
  applicationId: z.string(),
  status: z.string(),
  statusLabel: z.string(),
})
