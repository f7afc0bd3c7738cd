import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { withVision } from './vision-html'

const PAGE = '<!doctype html><html lang="ru" data-mantine-color-scheme="light"><head></head><body></body></html>'
const requestWith = (cookie?: string) =>
  ({ cookies: cookie === undefined ? {} : { psp_vision: cookie } }) as FastifyRequest

describe('the version for the visually impaired on the pages the server sends', () => {
  it('puts the chosen version on <html>', () => {
    expect(withVision(PAGE, requestWith('200.white-on-black.off.wide'))).toContain(
      '<html lang="ru" data-vision data-vision-size="200" data-vision-scheme="white-on-black" data-vision-images="off" data-vision-spacing="wide" data-mantine-color-scheme="light">',
    )
  })

  it.each([undefined, '', '300.white-on-black.off.wide', '100.black-on-white.on', '"><script>alert(1)</script>'])(
    'sends the ordinary version for the cookie %j',
    (cookie) => {
      expect(withVision(PAGE, requestWith(cookie))).toBe(PAGE)
    },
  )
})
