import { z } from 'zod'
import { MAX_PAGE_SIZE } from './limits'

export const uuidSchema = z.uuid()

/** The `:id` of a call's path, a UUID. */
export const idParamsSchema = z.object({ id: z.uuid() })

/** Paging parameters as query strings: coerced, bounded, with SPEC's "not a positive number means page 1" rule. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().positive().catch(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(10).default(10),
})

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pagesCount: z.number().int(), total: z.number().int() })

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30): an impossible day is bad input, never a query. */
export const calendarDaySchema = z.iso.date('Дата в формате ГГГГ-ММ-ДД')

export const okSchema = z.object({ ok: z.literal(true) })

export const fileAttachmentSchema = z.object({ uuid: z.string(), name: z.string(), size: z.number().int() })
export type FileAttachment = z.infer<typeof fileAttachmentSchema>
