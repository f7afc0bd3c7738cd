import { describe, expect, it } from 'vitest'
import { sanitizeArticleHtml } from './sanitize-html'

describe('sanitizeArticleHtml', () => {
  it('keeps article markup and drops scripts and handlers', () => {
    const html = sanitizeArticleHtml(
      '<h2>Шаг 1</h2><p onclick="x()">Текст <a href="javascript:alert(1)">ссылка</a></p><script>alert(1)</script>',
    )
    expect(html).toContain('<h2>Шаг 1</h2>')
    expect(html).not.toContain('script')
    expect(html).not.toContain('onclick')
    expect(html).not.toContain('javascript:')
  })
})
