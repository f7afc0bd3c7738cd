import {
  BUILT_IN_FIXED_REPORT,
  fixedReportNames,
  fixedReportTypes,
  reportPropertyTitles,
  type FixedReportType,
  type ReportPattern,
  type ReportPatternsResponse,
  type ReportProperty,
} from '@psp/contracts'

/**
 * A report view on the screen (SPEC §3): the id is a string here (a saved view's number, a fixed report's type, or ''
 * for a customized view not saved yet) and a number in server calls.
 */
export interface ReportView {
  id: string
  name: string
  properties: ReportProperty[]
  chosenAsDefault: boolean
  sortByEventTimeDesc: boolean
  fixedType: FixedReportType | null
}

/** The selector's first entry, which opens the manage modal instead of choosing a view. */
export const MANAGE_VALUE = '__manage'
export const MANAGE_LABEL = 'Управление отчетами'

/** The 13 properties in SPEC §3's default order, all enabled. */
export const defaultProperties = (): ReportProperty[] =>
  reportPropertyTitles.map((title, order) => ({ title, enabled: true, order }))

export const fixedView = (type: FixedReportType): ReportView => ({
  id: type,
  name: fixedReportNames[type],
  properties: defaultProperties(),
  chosenAsDefault: false,
  sortByEventTimeDesc: true,
  fixedType: type,
})

export const FIXED_VIEWS: ReportView[] = fixedReportTypes.map(fixedView)

export const savedView = (p: ReportPattern): ReportView => ({ ...p, id: String(p.id), fixedType: null })

export const isSaved = (view: ReportView) => view.id !== '' && view.fixedType === null

/** SPEC §4 Report screen: the just created or edited view, else the user's default, else the built-in fixed report. */
export function initialView(data: ReportPatternsResponse, justSavedId?: string | null): ReportView {
  const saved = data.patterns.map(savedView)
  const chosen =
    (justSavedId && saved.find((v) => v.id === justSavedId)) ||
    saved.find((v) => v.chosenAsDefault) ||
    (data.defaultFixedReport !== 'None' ? fixedView(data.defaultFixedReport) : null)
  return chosen || fixedView(BUILT_IN_FIXED_REPORT)
}

/** SPEC §4: customizing a fixed view yields an unsaved custom view with empty id and name. */
export function customized(
  current: ReportView,
  change: { properties: ReportProperty[]; sortByEventTimeDesc: boolean },
): ReportView {
  if (current.fixedType) return { ...current, ...change, id: '', name: '', fixedType: null, chosenAsDefault: false }
  return { ...current, ...change }
}

/** What a view shows: its columns in order (with whether each is on) and the direction of the event time. */
const layoutOf = (view: ReportView) =>
  JSON.stringify({
    sortByEventTimeDesc: view.sortByEventTimeDesc,
    columns: [...view.properties].sort((a, b) => a.order - b.order).map((p) => [p.title, p.enabled]),
  })

/**
 * Whether the screen shows changes that are saved nowhere: a customized fixed view (not saved yet), or a saved view
 * customized since it was saved. Leaving such a view would lose them, so the screen marks it and asks first.
 */
export function hasUnsavedChanges(view: ReportView, saved: ReportView[]) {
  if (view.fixedType) return false
  if (!isSaved(view)) return true
  const stored = saved.find((v) => v.id === view.id)
  return stored !== undefined && layoutOf(stored) !== layoutOf(view)
}
