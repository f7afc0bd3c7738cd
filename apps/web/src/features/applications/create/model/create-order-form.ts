import {
  APPLICATION_SUBJECT_MAX,
  APPLICATION_TEXT_MAX,
  SUBJECT_LINK_MESSAGE,
  hasLink,
  type CreateApplicationInput,
} from '@psp/contracts'
import type { PrefillInfo } from '../../../../lib/prefill-info'
import { UI_MESSAGES } from '../../../../ui/messages'

/** The form's values; selects hold null until chosen, files are sent after the application exists. */
export interface CreateOrderValues {
  systemUuid: string | null
  serviceUuid: string | null
  applicationType: string | null
  warranty: string | null
  impact: string | null
  subject: string
  text: string
  files: File[]
}

export type CreateOrderField = Exclude<keyof CreateOrderValues, 'files'>
export type CreateOrderErrors = Partial<Record<CreateOrderField, string>>

/** Where the form starts: the query's `system`, `service` and `article` (set by an article's «Создать заявку»). */
export interface CreateOrderStart {
  systemUuid: string | null
  serviceUuid: string | null
  /** The article the application is filed from, with its title when the stored prefillInfo names it. */
  article: { uuid: string; title: string | null } | null
}

/**
 * The query wins (a reload or a shared link); without it the stored prefillInfo of SPEC §9 (an article's
 * «Создать заявку»). The stored titles are used only for the article the query names.
 */
export function startOf(query: URLSearchParams, stored: PrefillInfo | null): CreateOrderStart {
  const system = query.get('system')
  if (!system) {
    return stored
      ? { systemUuid: stored.system.uuid, serviceUuid: stored.service.uuid, article: stored.article }
      : { systemUuid: null, serviceUuid: null, article: null }
  }
  const articleUuid = query.get('article')
  return {
    systemUuid: system,
    serviceUuid: query.get('service'),
    article: articleUuid
      ? { uuid: articleUuid, title: stored?.article.uuid === articleUuid ? stored.article.title : null }
      : null,
  }
}

export const emptyValues = (start: CreateOrderStart): CreateOrderValues => ({
  systemUuid: start.systemUuid,
  serviceUuid: start.serviceUuid,
  applicationType: null,
  warranty: null,
  impact: null,
  subject: '',
  text: '',
  files: [],
})

/** SPEC §5 for the subject alone: shown while typing (a link is refused at once, not on submit). */
export function subjectError(subject: string, { requireValue = true } = {}): string | undefined {
  const trimmed = subject.trim()
  if (!trimmed) return requireValue ? UI_MESSAGES.required : undefined
  if (subject.length > APPLICATION_SUBJECT_MAX) return UI_MESSAGES.tooLong
  if (hasLink(subject)) return SUBJECT_LINK_MESSAGE
  return undefined
}

/** Every field of the form by SPEC §5: required ones 'Обязательное поле', lengths, no link in the subject. */
export function validateCreateOrder(values: CreateOrderValues): CreateOrderErrors {
  const errors: CreateOrderErrors = {}
  for (const field of ['systemUuid', 'serviceUuid', 'applicationType', 'warranty', 'impact'] as const) {
    if (!values[field]) errors[field] = UI_MESSAGES.required
  }
  const subject = subjectError(values.subject)
  if (subject) errors.subject = subject
  if (!values.text.trim()) errors.text = UI_MESSAGES.required
  else if (values.text.length > APPLICATION_TEXT_MAX) errors.text = UI_MESSAGES.tooLong
  return errors
}

export const hasErrors = (errors: CreateOrderErrors) => Object.values(errors).some(Boolean)

/** The JSON body of POST /applications; only called on values that passed validation. */
export function payloadOf(values: CreateOrderValues, articleUuid: string | null): CreateApplicationInput {
  return {
    systemUuid: values.systemUuid!,
    serviceUuid: values.serviceUuid!,
    applicationType: values.applicationType!,
    warranty: values.warranty!,
    impact: values.impact!,
    subject: values.subject.trim(),
    text: values.text.trim(),
    ...(articleUuid ? { articleUuid } : {}),
  }
}

const FIELDS: readonly CreateOrderField[] = [
  'systemUuid',
  'serviceUuid',
  'applicationType',
  'warranty',
  'impact',
  'subject',
  'text',
]

/** The server's field messages (a ValidationError's `fields`) on the form's fields. */
export function errorsFromServer(fields: Record<string, string>): CreateOrderErrors {
  const errors: CreateOrderErrors = {}
  for (const field of FIELDS) if (fields[field]) errors[field] = fields[field]
  return errors
}
