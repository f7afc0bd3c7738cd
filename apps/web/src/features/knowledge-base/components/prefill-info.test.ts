import { describe, expect, it } from 'vitest'
import { prefillInfoOf, storePrefillInfo } from './prefill-info'

const article = {
  uuid: 'a1',
  title: 'Как подать заявку',
  system: { uuid: 's1', title: 'ГИС ЕГРЗ' },
  service: { uuid: 'v1', title: 'Заявки' },
}

describe('prefillInfo', () => {
  it('keeps the system, the service and the article, nothing else', () => {
    expect(prefillInfoOf({ ...article, extra: 'x' } as typeof article)).toEqual({
      system: { uuid: 's1', title: 'ГИС ЕГРЗ' },
      service: { uuid: 'v1', title: 'Заявки' },
      article: { uuid: 'a1', title: 'Как подать заявку' },
    })
  })

  it('is stored as JSON under the SPEC key prefillInfo', () => {
    storePrefillInfo(article)
    expect(JSON.parse(localStorage.getItem('prefillInfo') ?? 'null')).toEqual(prefillInfoOf(article))
  })
})
