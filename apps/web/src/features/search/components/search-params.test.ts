import { describe, expect, it } from 'vitest'
import { readSearchParams, scopesFor, writeSearchParams } from './search-params'

describe('search params', () => {
  it('offers the organization scope only with an organization', () => {
    expect(scopesFor(true)).toEqual(['knowledge', 'orders', 'organization'])
    expect(scopesFor(false)).toEqual(['knowledge', 'orders'])
  })

  it('reads text and scope, falling back to the knowledge base', () => {
    const p = (s: string) => new URLSearchParams(s)
    expect(readSearchParams(p('text=%20заявка%20&where=orders'), false)).toEqual({ text: 'заявка', where: 'orders' })
    expect(readSearchParams(p('where=organization'), false).where).toBe('knowledge')
    expect(readSearchParams(p('where=organization'), true).where).toBe('organization')
    expect(readSearchParams(p('where=bogus'), true)).toEqual({ text: '', where: 'knowledge' })
  })

  it('a new search drops the page and keeps other parameters', () => {
    const next = writeSearchParams(new URLSearchParams('text=a&page=3&x=1'), { text: 'подпись', where: 'knowledge' })
    expect(next.get('page')).toBeNull()
    expect(next.get('x')).toBe('1')
    expect(next.get('text')).toBe('подпись')
    expect(next.get('where')).toBe('knowledge')
  })
})
