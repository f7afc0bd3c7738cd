import { describe, expect, it } from 'vitest'
import { htmlText, safeInlineHtml } from './safe-html'

describe('safeInlineHtml', () => {
  it('keeps inline emphasis and drops scripts, handlers, links and SVG', () => {
    expect(safeInlineHtml('<b>Важно</b> и <i>срочно</i>').__html).toBe('<b>Важно</b> и <i>срочно</i>')
    const cleaned = safeInlineHtml(
      '<script>alert(1)</script><img src=x onerror=alert(1)><b onclick="alert(2)">жирный</b>' +
        '<a href="javascript:alert(3)">ссылка</a><svg onload=alert(4)><circle/></svg>',
    ).__html
    expect(cleaned).toBe('<b>жирный</b>ссылка')
  })
})

describe('htmlText', () => {
  it('gives the words of an HTML title, entities read and scripts dropped', () => {
    expect(htmlText('<b>Плановые</b> работы &amp; обновление<script>alert(1)</script>')).toBe(
      'Плановые работы & обновление',
    )
  })
})
