import { z } from 'zod'
import { statusGroups, tableViewStateSchema } from './applications'
import { uuidSchema } from './common'

/** A user keeps at most this many saved views of the order lists. */
export const APPLICATION_VIEWS_MAX = 20
export const APPLICATION_VIEW_NAME_MAX = 100

export const applicationViewNameSchema = z
  .string()
  .trim()
  .min(1, 'Обязательное поле')
  .max(APPLICATION_VIEW_NAME_MAX, 'Превышено количество символов')

/**
 * One saved view of the order lists (SPEC §3 Views, Table view state): its sort and per-column filters, and the list
 * (all, actual, archive) it was saved on, so choosing it brings the user back to the same list.
 */
export const applicationViewSchema = z.object({
  uuid: uuidSchema,
  name: applicationViewNameSchema,
  statusGroup: z.enum(statusGroups).default('None'),
  state: tableViewStateSchema,
})
export type ApplicationView = z.infer<typeof applicationViewSchema>

/** What a user saves: a view without its uuid. */
export const applicationViewInputSchema = applicationViewSchema.omit({ uuid: true })
export type ApplicationViewInput = z.input<typeof applicationViewInputSchema>

/**
 * SPEC §3 Views: «uuid plus list». `uuid` is the view the user works with (the one created, updated or chosen last;
 * null when none), `list` the saved views in the order they were created.
 */
export const applicationViewsSchema = z.object({
  uuid: uuidSchema.nullable(),
  list: z.array(applicationViewSchema),
})
export type ApplicationViews = z.infer<typeof applicationViewsSchema>

/** POST /views answers the views and the created one's uuid (SPEC §3). */
export const applicationViewCreatedSchema = z.object({ views: applicationViewsSchema, createdViewId: uuidSchema })
export type ApplicationViewCreated = z.infer<typeof applicationViewCreatedSchema>

export const applicationViewParamsSchema = z.object({ uuid: uuidSchema })

/**
 * PUT /views: the complete set (chosen view and list). Views left out are deleted, the others take the fields sent;
 * a uuid the user does not own is refused as not found, a new view is made with POST /views.
 */
export const applicationViewsReplaceSchema = z.object({
  uuid: uuidSchema.nullable(),
  list: z.array(applicationViewSchema).max(APPLICATION_VIEWS_MAX),
})
export type ApplicationViewsReplace = z.input<typeof applicationViewsReplaceSchema>
