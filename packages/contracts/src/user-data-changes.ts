import { z } from 'zod'
import { pagedSchema, pageQuerySchema } from './common'

/**
 * SPEC §3 changeUserDataStatusType. The portal records a change when it takes effect, so the status says what
 * happened to the value: added, changed or removed, or where a membership request stands.
 */
export const userDataChangeStatuses = ['Added', 'Changed', 'Deleted', 'Requested', 'Confirmed', 'Declined'] as const
export const userDataChangeStatusSchema = z.enum(userDataChangeStatuses)
export type UserDataChangeStatus = z.infer<typeof userDataChangeStatusSchema>
export const userDataChangeStatusLabels: Record<UserDataChangeStatus, string> = {
  Added: 'Добавлено',
  Changed: 'Изменено',
  Deleted: 'Удалено',
  Requested: 'Отправлен запрос',
  Confirmed: 'Подтверждено',
  Declined: 'Отклонено',
}

export const userDataChangesQuerySchema = pageQuerySchema.extend({
  /** Whose history; the signed-in user's own when absent. Only a platform Admin may name another user. */
  userId: z.uuid().optional(),
})
export type UserDataChangesQuery = z.infer<typeof userDataChangesQuerySchema>

export const userDataChangeSchema = z.object({
  id: z.string(),
  changeUserDataStatusType: userDataChangeStatusSchema,
  /** The day the change took effect, `YYYY-MM-DD` (Moscow time). */
  confirmationDate: z.string(),
  changes: z.string(),
})
export type UserDataChange = z.infer<typeof userDataChangeSchema>

export const userDataChangesPageSchema = pagedSchema(userDataChangeSchema)
export type UserDataChangesPage = z.infer<typeof userDataChangesPageSchema>
