import { describe, expect, it } from 'vitest'
import { findInputProblem, MAX_INPUT_DEPTH, textProblem } from './bad-text'

describe('textProblem', () => {
  it('refuses NUL, other control characters and DEL, and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001b[31m', '\u007f', '\ud800', 'a\udc00']) {
      expect(textProblem(text), JSON.stringify(text)).toBeDefined()
    }
  })

  it('takes tab and line breaks in text, but not in a name', () => {
    expect(textProblem('первая строка\r\n\tвторая')).toBeUndefined()
    expect(textProblem('file\nname.png', 'name')).toBeDefined()
  })

  it('takes any character a person types, pairs of surrogates included', () => {
    expect(textProblem('Заявка № 5 — «срочно» 😀 ∑ \u00a0')).toBeUndefined()
  })
})

describe('findInputProblem', () => {
  it('names the field where a bad string sits, however deep', () => {
    expect(findInputProblem({ view: { filters: [{ value: 'a\u0000' }] } }, 'body')).toEqual({
      field: 'view.filters.0.value',
      message: 'Недопустимый символ',
    })
  })

  it('refuses a bad key', () => {
    expect(findInputProblem({ ['a\u0000']: 1 }, 'body')?.message).toBe('Недопустимый символ')
  })

  it('refuses numbers JavaScript cannot hold exactly', () => {
    expect(findInputProblem({ page: Infinity }, 'body')?.field).toBe('page')
    expect(findInputProblem({ page: 2 ** 64 }, 'body')?.field).toBe('page')
    expect(findInputProblem({ page: -(2 ** 60) }, 'body')?.field).toBe('page')
    expect(findInputProblem({ page: 25, mark: 4.5 }, 'body')).toBeUndefined()
  })

  it('refuses nesting past the limit without overflowing its stack, and takes it up to the limit', () => {
    const nest = (depth: number) => {
      let value: unknown = 'x'
      for (let i = 0; i < depth; i++) value = [value]
      return value
    }
    expect(findInputProblem(nest(MAX_INPUT_DEPTH), 'body')).toBeUndefined()
    expect(findInputProblem(nest(MAX_INPUT_DEPTH + 1), 'body')?.field).toBe('body')
    expect(findInputProblem(nest(1_000_000), 'body')?.field).toBe('body')
  })
})
