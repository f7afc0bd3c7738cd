import type { z } from 'zod'
import {
  REPORT_PATTERNS_MAX,
  type ReportPatternCreatedResponse,
  type reportPatternInputSchema,
  type ReportPatternsResponse,
  type reportPatternsReplaceSchema,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import * as repo from './patterns.repository'
import { reportScopeOf } from './report-access'

type PatternInput = z.output<typeof reportPatternInputSchema>
type PatternsReplace = z.output<typeof reportPatternsReplaceSchema>

/** The user's saved views (SPEC §3 Views response). Views belong to their author alone. */
export async function listPatterns(ctx: AppContext, actor: Actor): Promise<ReportPatternsResponse> {
  await reportScopeOf(ctx, actor)
  return repo.listPatterns(ctx.db, actor.userId)
}

/**
 * «Сохранить как новый отчет». A name another view has is refused (ReportNameTaken): the screen asks 'Заменить
 * отчет' first and then saves over that view instead.
 */
export async function createPattern(
  ctx: AppContext,
  actor: Actor,
  input: PatternInput,
): Promise<ReportPatternCreatedResponse> {
  await reportScopeOf(ctx, actor)
  const createdPatternId = await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, actor.userId)
    if ((await repo.countPatterns(tx, actor.userId)) >= REPORT_PATTERNS_MAX) throw new AppError('ReportPatternsLimit')
    if (await repo.findByName(tx, actor.userId, input.name)) throw new AppError('ReportNameTaken')
    if (input.chosenAsDefault) await repo.clearDefaults(tx, actor.userId)
    return repo.insertPattern(tx, actor.userId, input)
  })
  return { ...(await repo.listPatterns(ctx.db, actor.userId)), createdPatternId }
}

/** «Сохранить поверх текущего» (or the replace confirmed): the view takes the new fields, its id stays. */
export async function savePatternOver(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: PatternInput,
): Promise<ReportPatternsResponse> {
  await reportScopeOf(ctx, actor)
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, actor.userId)
    const same = await repo.findByName(tx, actor.userId, input.name)
    if (same !== null && same !== id) throw new AppError('ReportNameTaken')
    if (input.chosenAsDefault) await repo.clearDefaults(tx, actor.userId)
    if (!(await repo.updatePattern(tx, actor.userId, id, input, ctx.clock.now())))
      throw new AppError('ReportPatternNotFound')
  })
  return repo.listPatterns(ctx.db, actor.userId)
}

/**
 * The manage modal's Save with the complete set (SPEC §4 Manage views): views left out are deleted, the others take
 * their names and default flags. Another user's view id is refused as not found.
 */
export async function replacePatterns(
  ctx: AppContext,
  actor: Actor,
  input: PatternsReplace,
): Promise<ReportPatternsResponse> {
  await reportScopeOf(ctx, actor)
  const ids = input.patterns.map((p) => p.id)
  const names = input.patterns.map((p) => p.name.toLowerCase())
  if (new Set(ids).size !== ids.length || new Set(names).size !== names.length) throw new AppError('ReportNameTaken')
  const defaults = input.patterns.filter((p) => p.chosenAsDefault).length
  if (defaults > 1 || (defaults === 1 && input.defaultFixedReport !== 'None')) {
    throw new AppError('ValidationError', 'Отчетом по умолчанию может быть только один отчет')
  }
  await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, actor.userId)
    if ((await repo.ownedIds(tx, actor.userId, ids)).length !== ids.length) throw new AppError('ReportPatternNotFound')
    await repo.deleteOthers(tx, actor.userId, ids)
    await repo.clearDefaults(tx, actor.userId)
    for (const { id, ...fields } of input.patterns)
      await repo.updatePattern(tx, actor.userId, id, fields, ctx.clock.now())
    await repo.setDefaultFixed(tx, actor.userId, input.defaultFixedReport)
  })
  return repo.listPatterns(ctx.db, actor.userId)
}
