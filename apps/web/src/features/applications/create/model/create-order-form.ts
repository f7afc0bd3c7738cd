import { createApplicationSchema, type CreateApplicationInput } from '@psp/contracts'
import { russianIssueMessage } from '@psp/contracts/validation-messages'
import type { PrefillInfo } from '../../../../lib/prefill-info'

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

/** The first message of each field, worded as the server words them (SPEC §5 texts). */
function messagesOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): CreateOrderErrors {
  const errors: CreateOrderErrors = {}
  for (const issue of issues) {
    const field = issue.path[0] as CreateOrderField
    errors[field] ??= issue.message
  }
  return errors
}

/** SPEC §5 for the subject alone, by the contract's rule: shown while typing (a link is refused at once). */
export function subjectError(subject: string, { requireValue = true } = {}): string | undefined {
  if (!subject.trim() && !requireValue) return undefined
  const result = createApplicationSchema.shape.subject.safeParse(subject, { error: russianIssueMessage })
  return result.success ? undefined : result.error.issues[0].message
}

/**
 * Every field of the form by the call's own schema (packages/contracts), so the form refuses exactly what the server
 * refuses, in the same words: required ones 'Обязательное поле', lengths, no link in the subject.
 */
export function validateCreateOrder(values: CreateOrderValues): CreateOrderErrors {
  // A select not chosen yet is a missing field, not a null one: it reads «Обязательное поле».
  const body = Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? undefined]))
  const result = createApplicationSchema.safeParse(body, { error: russianIssueMessage })
  return result.success ? {} : messagesOf(result.error.issues)
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
