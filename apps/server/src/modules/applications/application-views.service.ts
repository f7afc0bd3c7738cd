import type { z } from 'zod'
import {
  APPLICATION_VIEWS_MAX,
  type ApplicationViewCreated,
  type applicationViewInputSchema,
  type ApplicationViews,
  type applicationViewsReplaceSchema,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import * as repo from './application-views.repository'

type ViewInput = z.output<typeof applicationViewInputSchema>
type ViewsReplace = z.output<typeof applicationViewsReplaceSchema>

/*
 * The saved views of the order lists (SPEC §7 Views). A view belongs to its author alone: another user's uuid is
 * answered as not found, so no one learns that it exists. Every change runs under the user's lock, so the limit,
 * the unique names (compared without case) and the single chosen view hold under concurrent saves.
 */

export async function listViews(ctx: AppContext, actor: Actor): Promise<ApplicationViews> {
  return repo.listViews(ctx.db, actor.userId)
}

/** «Сохранить как новое представление»: the new view becomes the chosen one. */
export async function createView(ctx: AppContext, actor: Actor, input: ViewInput): Promise<ApplicationViewCreated> {
  const createdViewId = await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, actor.userId)
    if ((await repo.countViews(tx, actor.userId)) >= APPLICATION_VIEWS_MAX) throw new AppError('ApplicationViewsLimit')
    if (await repo.findByName(tx, actor.userId, input.name)) throw new AppError('ApplicationViewNameTaken')
    const uuid = await repo.insertView(tx, actor.userId, input)
    await repo.choose(tx, actor.userId, uuid)
    return uuid
  })
  return { views: await repo.listViews(ctx.db, actor.userId), createdViewId }
}

/** «Обновить представление»: the view takes the current sort and filters (and name); it stays the chosen one. */
export async function updateView(
  ctx: AppContext,
  actor: Actor,
  uuid: string,
  input: ViewInput,
): Promise<ApplicationViews> {
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, actor.userId)
    if (!(await repo.ownedUuids(tx, actor.userId, [uuid])).length) throw new AppError('ApplicationViewNotFound')
    const same = await repo.findByName(tx, actor.userId, input.name)
    if (same !== null && same !== uuid) throw new AppError('ApplicationViewRenameTaken')
    await repo.updateView(tx, actor.userId, uuid, input, ctx.clock.now())
    await repo.choose(tx, actor.userId, uuid)
  })
  return repo.listViews(ctx.db, actor.userId)
}

/**
 * The complete set: views left out are deleted, the others take the fields sent, `uuid` becomes the chosen view (it
 * must be in the list, or null). Creating is POST's job: an unknown uuid is not found.
 */
export async function replaceViews(ctx: AppContext, actor: Actor, input: ViewsReplace): Promise<ApplicationViews> {
  const uuids = input.list.map((v) => v.uuid)
  const names = input.list.map((v) => v.name.toLowerCase())
  if (new Set(uuids).size !== uuids.length) {
    throw new AppError('ValidationError', 'Представления повторяются')
  }
  if (new Set(names).size !== names.length) throw new AppError('ApplicationViewRenameTaken')
  if (input.uuid !== null && !uuids.includes(input.uuid)) {
    throw new AppError('ValidationError', 'Выбранное представление должно быть в списке')
  }
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, actor.userId)
    if ((await repo.ownedUuids(tx, actor.userId, uuids)).length !== uuids.length) {
      throw new AppError('ApplicationViewNotFound')
    }
    await repo.deleteOthers(tx, actor.userId, uuids)
    for (const { uuid, ...fields } of input.list) await repo.updateView(tx, actor.userId, uuid, fields, ctx.clock.now())
    await repo.choose(tx, actor.userId, input.uuid)
  })
  return repo.listViews(ctx.db, actor.userId)
}
