import { describe, expect, it } from 'vitest'
import { clearPrefillInfo, prefillInfoOf, readPrefillInfo, storePrefillInfo } from './prefill-info'

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

describe('readPrefillInfo', () => {
  it('reads back what was stored, and nothing from a broken or foreign value', () => {
    storePrefillInfo(article)
    expect(readPrefillInfo()).toEqual(prefillInfoOf(article))
    clearPrefillInfo()
    expect(readPrefillInfo()).toBeNull()
    localStorage.setItem('prefillInfo', '{"system":{"uuid":1}}')
    expect(readPrefillInfo()).toBeNull()
    localStorage.setItem('prefillInfo', 'not json')
    expect(readPrefillInfo()).toBeNull()
  })
})
