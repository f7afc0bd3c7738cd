import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portalSettingsSchema, type PortalSettings } from '@psp/contracts'
import { startTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let dist: string
const INDEX = '<!doctype html><html><head><title>ПСП</title></head><body><div id="root"></div></body></html>'

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'psp-dist-'))
  await writeFile(path.join(dist, 'index.html'), INDEX)
  // A stale precompressed copy from the build must never be served instead of the rendered page.
  await writeFile(path.join(dist, 'index.html.gz'), 'stale')
  await writeFile(path.join(dist, 'index.html.br'), 'stale')
  t = await startTestApp({
    webDistDir: dist,
    env: {
      SUPPORT_EMAIL: 'help@portal.test',
      SUPPORT_PHONE: '8 800 111-22-33',
      CONTACT_HOTLINE_EMAIL: '</script><script>alert(1)</script>@x.test',
      FOOTER_AGENCY_SITE_URL: 'https://agency.portal.test/',
    },
  })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

function settingsIn(html: string): PortalSettings {
  const match = html.match(/<script type="application\/json" id="portal-settings">([\s\S]*?)<\/script>/)
  expect(match).not.toBeNull()
  return portalSettingsSchema.parse(JSON.parse(match![1]))
}

describe('index.html carries the portal settings', () => {
  for (const url of ['/', '/index.html', '/knowledge-base?page=2', '/organization/1/employees']) {
    it(`renders them into ${url}, never cached`, async () => {
      const response = await fetch(t.url + url, { headers: { 'accept-encoding': 'gzip, br' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      const html = await response.text()
      expect(html).toContain('<div id="root"></div>')
      const settings = settingsIn(html)
      expect(settings.support).toEqual({ email: 'help@portal.test', phone: '8 800 111-22-33' })
      expect(settings.footerLinks.agencySite).toBe('https://agency.portal.test/')
      expect(Object.keys(settings.contacts)).toEqual(['hotline', 'expertReview', 'expertPlatform'])
      expect(Object.values(settings.footerLinks)).toHaveLength(5)
    })
  }

  it('escapes "<" so a value cannot close the data block', async () => {
    const html = await (await fetch(t.url + '/')).text()
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(settingsIn(html).contacts.hotline.email).toBe('</script><script>alert(1)</script>@x.test')
  })

  it('does not answer API paths with the page', async () => {
    const response = await fetch(t.url + '/api/no-such-call')
    expect(response.status).toBe(404)
  })
})
