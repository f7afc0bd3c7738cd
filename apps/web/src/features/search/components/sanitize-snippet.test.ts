import { describe, expect, it } from 'vitest'
import { sanitizeSnippet } from './sanitize-snippet'

describe('sanitizeSnippet', () => {
  it('keeps <mark> only', () => {
    expect(sanitizeSnippet('Подача <mark class="x">заявки</mark> <b>жирно</b><img src=x onerror=alert(1)>')).toBe(
      'Подача <mark>заявки</mark> жирно',
    )
  })
  it('leaves escaped text escaped', () => {
    expect(sanitizeSnippet('&lt;script&gt;')).toBe('&lt;script&gt;')
  })
})
