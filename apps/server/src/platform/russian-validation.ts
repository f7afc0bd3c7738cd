import { z } from 'zod'

/** SPEC §5 texts for the commonest failures; every other issue gets zod's Russian locale. */
const TOO_LONG = 'Превышено количество символов'
const REQUIRED = 'Обязательное поле'

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

/** The message of one validation issue, or undefined to let the Russian locale word it. */
export function russianIssueMessage(issue: Issue): string | undefined {
  if (issue.code === 'too_big' && issue.origin === 'string') return TOO_LONG
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return REQUIRED
  if (issue.code === 'invalid_type' && issue.input === undefined) return REQUIRED
  if (issue.code === 'invalid_type') {
    const expected = TYPE_NAMES[issue.expected]
    return expected ? `Неверный тип значения: ожидается ${expected}` : 'Неверный тип значения'
  }
  return undefined
}

/**
 * Validation messages reach users through the `fields` of a 400 answer, so they are Russian: SPEC's wording where
 * SPEC has one, zod's Russian locale otherwise. Set once for the process (zod's configuration is global).
 */
export function applyRussianValidationMessages() {
  z.config({ ...z.locales.ru(), customError: russianIssueMessage })
}
