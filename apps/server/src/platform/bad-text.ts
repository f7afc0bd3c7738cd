/**
 * Text no person types and no screen of the portal sends: C0 control characters and DEL. PostgreSQL refuses NUL in
 * text (so it used to end as a 500), and the rest would be stored only to break a header, a file name or an export
 * later. Tab and line breaks are kept in free text (comments, articles are several lines).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
/** Names (keys, parameters, file names) are one line: no control character at all. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_NAME = /[\u0000-\u001F\u007F]/
/** Half of a surrogate pair without its other half: `"\ud800"` parses from JSON, but is no character of UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Far deeper than any form of the portal nests its data: a body past it is hostile, not a request. */
export const MAX_INPUT_DEPTH = 32

export const BAD_CHARACTER = 'Недопустимый символ'
export const BAD_ENCODING = 'Некорректная кодировка текста'
const TOO_DEEP = 'Слишком глубокая вложенность данных'
const BAD_NUMBER = 'Слишком большое число'

/** Why a text cannot be taken, or undefined. */
export function textProblem(text: string, kind: 'text' | 'name' = 'text'): string | undefined {
  if ((kind === 'name' ? CONTROL_IN_NAME : CONTROL_IN_TEXT).test(text)) return BAD_CHARACTER
  if (LONE_SURROGATE.test(text)) return BAD_ENCODING
  return undefined
}

export interface InputProblem {
  /** Where, as the error handler names fields: `items.0.name`, or `root` for the value itself. */
  field: string
  message: string
}

/**
 * The first unacceptable thing in parsed input (a JSON body, a query, path parameters): a bad character in a key or a
 * string, a nesting deeper than MAX_INPUT_DEPTH, or a number JavaScript cannot hold exactly (1e400 parses as
 * Infinity, 2^64 loses its last digits). Walked with a stack, so a body nested a million deep cannot overflow it.
 */
export function findInputProblem(value: unknown, root: string): InputProblem | undefined {
  const stack: Array<[value: unknown, path: string[]]> = [[value, []]]
  while (stack.length > 0) {
    const [current, path] = stack.pop()!
    const field = () => path.join('.') || root
    if (typeof current === 'string') {
      const message = textProblem(current)
      if (message) return { field: field(), message }
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current) || Math.abs(current) > Number.MAX_SAFE_INTEGER) {
        return { field: field(), message: BAD_NUMBER }
      }
    } else if (current !== null && typeof current === 'object') {
      if (path.length >= MAX_INPUT_DEPTH) return { field: root, message: TOO_DEEP }
      for (const [key, item] of Object.entries(current)) {
        const message = textProblem(key, 'name')
        if (message) return { field: field(), message }
        stack.push([item, [...path, key]])
      }
    }
  }
  return undefined
}
