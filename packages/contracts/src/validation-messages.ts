import type { z } from 'zod'

/*
 * The Russian messages of a failed contract schema, shared by the server (the `fields` of a 400 answer) and the web's
 * forms, which validate with the same schemas: a rule and its wording live in one place.
 */

/** SPEC §5 texts for the commonest failures. */
export const TOO_LONG_MESSAGE = 'Превышено количество символов'
export const REQUIRED_MESSAGE = 'Обязательное поле'

/** zod's Russian locale leaves the type names in English («ожидалось string»). */
const TYPE_NAMES: Record<string, string> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  boolean: 'логическое значение',
  array: 'список',
  object: 'объект',
  date: 'дата',
}

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0]

/** The message of one validation issue, or undefined to let the schema's own message (or the locale) word it. */
export function russianIssueMessage(issue: Issue): string | undefined {
  if (issue.code === 'too_big' && issue.origin === 'string') return TOO_LONG_MESSAGE
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return REQUIRED_MESSAGE
  if (issue.code === 'invalid_type' && issue.input === undefined) return REQUIRED_MESSAGE
  if (issue.code === 'invalid_type') {
    const expected = TYPE_NAMES[issue.expected]
    return expected ? `Неверный тип значения: ожидается ${expected}` : 'Неверный тип значения'
  }
  return undefined
}
