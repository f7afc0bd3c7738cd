import { describe, expect, it } from 'vitest'
import { DEFAULT_PORTAL_SETTINGS, readPortalSettings, telHref } from './portal-settings'

function docWith(json: string | null) {
  const doc = document.implementation.createHTMLDocument('t')
  if (json !== null) {
    const script = doc.createElement('script')
    script.type = 'application/json'
    script.id = 'portal-settings'
    script.textContent = json
    doc.head.append(script)
  }
  return doc
}

describe('readPortalSettings', () => {
  it('reads the block the server put into index.html', () => {
    const given = structuredClone(DEFAULT_PORTAL_SETTINGS)
    given.support.email = 'help@portal.test'
    given.footerLinks.agencySite = 'https://agency.portal.test/'
    expect(readPortalSettings(docWith(JSON.stringify(given)))).toEqual(given)
  })

  it('uses the defaults without a block or with a broken one', () => {
    expect(readPortalSettings(docWith(null))).toEqual(DEFAULT_PORTAL_SETTINGS)
    expect(readPortalSettings(docWith('{not json'))).toEqual(DEFAULT_PORTAL_SETTINGS)
  })

  it('replaces only the values that are missing or not strings', () => {
    const settings = readPortalSettings(docWith(JSON.stringify({ support: { email: 'x@y.test', phone: 5 } })))
    expect(settings.support).toEqual({ email: 'x@y.test', phone: DEFAULT_PORTAL_SETTINGS.support.phone })
    expect(settings.contacts).toEqual(DEFAULT_PORTAL_SETTINGS.contacts)
  })
})

describe('telHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telHref('+7 (495) 000-00-01')).toBe('tel:+74950000001')
    expect(telHref('8 800 000-00-00')).toBe('tel:88000000000')
  })
})
