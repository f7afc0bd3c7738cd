import { describe, expect, it } from 'vitest'
import DOMPurify from './dompurify-node'

describe('the server-side stand-in for DOMPurify', () => {
  it('keeps an article body the server rendered, links and tables included', () => {
    const body =
      '<h2>Шаги</h2><p>См. <a href="https://example.ru/x" rel="noopener noreferrer">раздел</a> и <code class="language-ts">x</code></p>' +
      '<table><tbody><tr><td colspan="2">ячейка</td></tr></tbody></table><img src="/api/files/1" alt="схема" />'
    expect(DOMPurify.sanitize(body, { USE_PROFILES: { html: true } })).toBe(body)
  })

  it('drops scripts, handlers and script URLs from an article body', () => {
    const hostile =
      '<p onclick="steal()">текст</p><script>steal()</script><a href="javascript:steal()">ссылка</a>' +
      '<img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe>'
    const clean = DOMPurify.sanitize(hostile, { USE_PROFILES: { html: true } })
    expect(clean).not.toMatch(/steal|script|iframe|onerror|onclick/)
    expect(clean).toContain('<p>текст</p>')
    expect(clean).toContain('ссылка')
  })

  it('keeps only the listed tags and no attributes for a search snippet', () => {
    const snippet = 'подать <mark class="x">заявление</mark> <b>сейчас</b><img src=x onerror=alert(1)>'
    expect(DOMPurify.sanitize(snippet, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] })).toBe(
      'подать <mark>заявление</mark> сейчас',
    )
  })
})
