import { accountTypes } from '@psp/contracts'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PORTAL_SETTINGS } from '../../../lib/portal-settings'
import { infoMessage, tokenLoginErrorMessage } from './info-messages'

const s = DEFAULT_PORTAL_SETTINGS

describe('infoMessage', () => {
  it('has its own text for a known type', () => {
    expect(infoMessage('emailConfirmed', null, s).title).toBe('Адрес электронной почты подтвержден')
    expect(infoMessage('linkExpired', null, s).title).toBe('Срок действия ссылки истек')
  })

  it('falls back to the generic message for an unknown or inherited type', () => {
    for (const type of [null, 'whatever', 'constructor', '__proto__']) {
      expect(infoMessage(type, null, s).title).toBe('Информация')
    }
  })

  it('adds the message from the link, shortened, and the support contacts', () => {
    const m = infoMessage(null, `  ${'а'.repeat(500)}  `, s)
    expect(m.lines).toContain('а'.repeat(300))
    expect(m.lines.at(-1)).toContain(s.support.email)
  })
})

describe('tokenLoginErrorMessage', () => {
  it('explains every account type differently', () => {
    const titles = accountTypes.map((t) => tokenLoginErrorMessage(t, s).title)
    expect(new Set(titles).size).toBe(accountTypes.length)
    expect(titles).not.toContain(tokenLoginErrorMessage(null, s).title)
  })

  it('sends a registered user to the login form', () => {
    expect(tokenLoginErrorMessage('Regular', s).action?.to).toBe('/login')
  })
})
