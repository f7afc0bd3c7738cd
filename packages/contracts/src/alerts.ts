import { z } from 'zod'

/** SPEC §3 Alert. `title` is sanitized HTML. */
export const alertSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  publicationDate: z.string(),
  isRead: z.boolean(),
  link: z.string().nullable(),
})
export type Alert = z.infer<typeof alertSchema>

export const unreadAlertsSchema = z.object({ alerts: z.array(alertSchema), total: z.number().int() })
export type UnreadAlerts = z.infer<typeof unreadAlertsSchema>
