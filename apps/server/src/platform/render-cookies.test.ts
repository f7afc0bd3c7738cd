import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { renderStorageOf } from './render-cookies'

describe('the stored values a rendered page reads', () => {
  const request = (mirror?: string) =>
    ({ cookies: mirror === undefined ? {} : { psp_storage: mirror } }) as unknown as FastifyRequest
  const system = '8c7d52a2-b6be-4748-af88-aecb69daba80'

  it('are the ones the browser mirrored, as the strings it stored', () => {
    const hidden = JSON.stringify(['a1', 'a2'])
    expect(renderStorageOf(request(JSON.stringify({ systemUuid: system, hiddenUnreadAlerts: hidden })))).toEqual({
      systemUuid: system,
      hiddenUnreadAlerts: hidden,
    })
  })

  it('leave out every other key and any value that is not a string', () => {
    const mirror = JSON.stringify({ systemUuid: 42, logout: 'yes', hiddenUnreadAlerts: ['a1'], __proto__: 'x' })
    expect(renderStorageOf(request(mirror))).toEqual({})
  })

  it('are none when the browser mirrored none, or something unreadable or too long', () => {
    for (const mirror of [
      undefined,
      '',
      'not json',
      'null',
      '"text"',
      '[1,2]',
      JSON.stringify({ x: 'y'.repeat(4000) }),
    ])
      expect(renderStorageOf(request(mirror))).toEqual({})
  })
})
