import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepStorageMirrored } from './render-cookies'
import { clearAllStorage, local } from './storage'

// As the signed-in app does once it is loaded.
keepStorageMirrored()

/** The cookies written meanwhile, as the browser was asked to set them. */
function cookiesWritten() {
  const written: string[] = []
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value))
  return written
}

const mirrorOf = (cookie: string) => JSON.parse(decodeURIComponent(/^psp_storage=([^;]*)/.exec(cookie)![1]))

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the stored values a server-rendered page depends on', () => {
  it('are mirrored into a cookie sent with the rendered pages only, whenever one changes', () => {
    const written = cookiesWritten()
    local.set('systemUuid', 's2')
    local.setJson('hiddenUnreadAlerts', ['a1'])
    const last = written.slice(-2)
    expect(last.map((c) => /path=([^;]*)/.exec(c)![1])).toEqual(['/knowledge-base', '/search'])
    expect(mirrorOf(last[0])).toEqual({ systemUuid: 's2', hiddenUnreadAlerts: '["a1"]' })
  })

  it('leave the other keys out of the cookie, and write none for them', () => {
    const written = cookiesWritten()
    local.set('systemUuid', 's2')
    const before = written.length
    local.set('logout', 'true')
    expect(written).toHaveLength(before)
    expect(mirrorOf(written[0])).toEqual({ systemUuid: 's2' })
  })

  it('clear the cookie when nothing is left, as on sign-out', () => {
    local.set('systemUuid', 's2')
    const written = cookiesWritten()
    clearAllStorage()
    expect(written).toEqual([
      'psp_storage=; path=/knowledge-base; max-age=0; samesite=lax',
      'psp_storage=; path=/search; max-age=0; samesite=lax',
    ])
  })

  it('drop the hidden alerts from a cookie that would be too long, keeping the system', () => {
    const written = cookiesWritten()
    local.set('systemUuid', 's2')
    local.setJson(
      'hiddenUnreadAlerts',
      Array.from({ length: 100 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    )
    expect(mirrorOf(written.at(-1)!)).toEqual({ systemUuid: 's2' })
  })
})
