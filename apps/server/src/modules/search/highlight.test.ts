import { describe, expect, it } from 'vitest'
import { highlightAll, snippet } from './highlight'

describe('search highlighting', () => {
  it('marks every word that starts with a stem of the query, escaping the rest', () => {
    expect(highlightAll('Подача заявки <в срок> & Заявка', ['заявк'])).toBe(
      'Подача <mark>заявки</mark> &lt;в срок&gt; &amp; <mark>Заявка</mark>',
    )
    expect(highlightAll('Ёлка и елки', ['елк'])).toBe('<mark>Ёлка</mark> и <mark>елки</mark>')
    expect(highlightAll('Нет совпадений', [])).toBe('Нет совпадений')
  })

  it('cuts about 35 words around the first match, marking where it cut', () => {
    const words = Array.from({ length: 100 }, (_, i) => `слово${i}`)
    words[50] = 'заявление'
    const text = words.join(' ')
    const html = snippet(text, ['заявлен'])
    expect(html.startsWith('… слово42 ')).toBe(true)
    expect(html).toContain('<mark>заявление</mark>')
    expect(html.endsWith('слово76 …')).toBe(true)
    expect(snippet('Короткий текст без совпадений', ['заявк'])).toBe('Короткий текст без совпадений')
    expect(snippet('<script>', [])).toBe('&lt;script&gt;')
  })
})
