import { z } from 'zod'
import { calendarDaySchema, pagedSchema, pageQuerySchema } from './common'

/**
 * What the audit log records («Журнал действий», platform Admins): sign-ins, account and membership changes, the
 * knowledge base, notifications, the user agreement and the search index. Each code has the label the screen and the
 * XLSX file show.
 */
export const auditActionLabels = {
  'auth.login.succeeded': 'Вход в портал',
  'auth.login.failed': 'Неудачная попытка входа',
  'auth.logout': 'Выход из портала',
  'auth.sso.succeeded': 'Вход через единый вход (OpenID Connect)',
  'auth.sso.failed': 'Отказ во входе через единый вход (OpenID Connect)',
  'second_factor.enabled': 'Включение двухфакторной аутентификации',
  'second_factor.disabled': 'Отключение двухфакторной аутентификации',
  'second_factor.reset': 'Сброс двухфакторной аутентификации администратором',
  'second_factor.failed': 'Неверный код двухфакторной аутентификации',
  'second_factor.recovery_code_used': 'Использование резервного кода',
  'account.created': 'Создание учётной записи',
  'account.renamed': 'Изменение учётной записи',
  'account.blocked': 'Блокировка пользователя',
  'account.unblocked': 'Разблокировка пользователя',
  'membership.accepted': 'Принятие в организацию',
  'membership.declined': 'Отклонение заявки на вступление',
  'membership.role_changed': 'Изменение роли в организации',
  'membership.excluded': 'Исключение из организации',
  'organization.decided': 'Решение по регистрации организации',
  'kb.changed': 'Изменение базы знаний',
  'notification.created': 'Создание оповещения',
  'notification.edited': 'Изменение оповещения',
  'agreement.uploaded': 'Новая версия пользовательского соглашения',
  'search.reindex.started': 'Переиндексация поиска',
  'api_token.created': 'Создание токена API',
  'api_token.revoked': 'Отзыв токена API',
  'webhook.created': 'Регистрация вебхука',
  'webhook.changed': 'Изменение вебхука',
  'webhook.deleted': 'Удаление вебхука',
  'webhook.resent': 'Повторная отправка вебхука',
} as const
export type AuditAction = keyof typeof auditActionLabels
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]]

const day = calendarDaySchema
const emptyAsMissing = (v: unknown) => (v === '' ? undefined : v)

/** Filters of the log: who (the acting user), what (an action), and the period in the portal's calendar days. */
export const auditLogFilterSchema = z.object({
  action: z.preprocess(emptyAsMissing, z.enum(auditActions).optional()),
  userId: z.preprocess(emptyAsMissing, z.uuid().optional()),
  from: z.preprocess(emptyAsMissing, day.optional()),
  to: z.preprocess(emptyAsMissing, day.optional()),
})
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>

/** GET /admin/audit-log?page&itemsPerPage&action&userId&from&to */
export const auditLogQuerySchema = pageQuerySchema.extend(auditLogFilterSchema.shape)
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>

export const auditEventSchema = z.object({
  id: z.string(),
  /** ISO instant. */
  at: z.string(),
  /** Who acted: null for a sign-in attempt of an unknown login. */
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.enum(auditActions),
  /** What was acted on: its kind (user, organization, article…), id and readable name where known. */
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  objectName: z.string().nullable(),
  /** Further facts of the action (the new role, the failure's kind…), as short text. */
  details: z.string().nullable(),
})
export type AuditEvent = z.infer<typeof auditEventSchema>

export const auditLogPageSchema = pagedSchema(auditEventSchema)
export type AuditLogPage = z.infer<typeof auditLogPageSchema>
