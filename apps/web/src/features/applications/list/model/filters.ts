import type { ApplicationFilter } from '@psp/contracts'
import { validateDateRange, type DateRangeValue } from '../../../../ui/date-format'
import { UI_MESSAGES } from '../../../../ui/messages'
import type { FilterKind } from './columns'

/** SPEC §5: an applied filter must have a value. */
export const FILTER_REQUIRED = 'Поле должно быть заполнено'
export const NUMBER_FORMAT = 'Введите номер заявки: целое положительное число'
export const STRING_FILTER_MAX = 300

/** What a filter popover holds while the user types, per kind. */
export interface FilterDraft {
  text: string
  contains: boolean
  range: DateRangeValue
  choice: string | null
}

type FilterValue = ApplicationFilter[keyof ApplicationFilter]

/** The draft a popover opens with: the applied value, or empty. */
export function draftOf(kind: FilterKind, value: FilterValue | undefined): FilterDraft {
  const draft: FilterDraft = { text: '', contains: true, range: { from: null, to: null }, choice: null }
  if (value === null || value === undefined) return draft
  if (kind === 'number' && typeof value === 'number') return { ...draft, text: String(value) }
  if ((kind === 'phone' || kind === 'select') && typeof value === 'string') {
    return kind === 'phone' ? { ...draft, text: value } : { ...draft, choice: value }
  }
  if (kind === 'string' && typeof value === 'object' && 'text' in value) {
    return { ...draft, text: value.text, contains: value.contains }
  }
  if (kind === 'date' && typeof value === 'object' && ('from' in value || 'to' in value)) {
    return { ...draft, range: { from: value.from ?? null, to: value.to ?? null } }
  }
  return draft
}

/**
 * The draft as a filter value of SPEC §3 (number; string {text, contains}; date {from, to}; phone string; select the
 * chosen value), or the Russian message that keeps the popover open.
 */
export function filterValueOf(
  kind: FilterKind,
  draft: FilterDraft,
): { value: NonNullable<FilterValue> } | { error: string } {
  const text = draft.text.trim()
  switch (kind) {
    case 'number': {
      if (!text) return { error: FILTER_REQUIRED }
      const n = Number(text)
      return /^\d+$/.test(text) && Number.isSafeInteger(n) && n > 0 ? { value: n } : { error: NUMBER_FORMAT }
    }
    case 'string':
      if (!text) return { error: FILTER_REQUIRED }
      if (text.length > STRING_FILTER_MAX) return { error: UI_MESSAGES.tooLong }
      return { value: { text, contains: draft.contains } }
    case 'phone':
      return text.replace(/\D/g, '') ? { value: text } : { error: FILTER_REQUIRED }
    case 'select':
      return draft.choice ? { value: draft.choice } : { error: FILTER_REQUIRED }
    case 'date': {
      const message = validateDateRange(draft.range, { required: true })
      return message ? { error: message } : { value: { from: draft.range.from, to: draft.range.to } }
    }
  }
}
