import { accountTypes } from '@psp/contracts'
import { describe, expect, it } from 'vitest'
import { infoMessage, tokenLoginErrorMessage } from './info-messages'

describe('infoMessage', () => {
  it('has its own text for a known type', () => {
    expect(infoMessage('emailConfirmed').title).toBe('Адрес электронной почты подтвержден')
    expect(infoMessage('linkExpired').title).toBe('Срок действия ссылки истек')
    // Where the link of the e-mail that confirms a token sign-in's address lands.
    expect(infoMessage('tokenLoginConfirmed').lines.join(' ')).toMatch(/повторите вход/)
  })

  it('falls back to the generic message for an unknown or inherited type', () => {
    for (const type of [null, 'whatever', 'constructor', '__proto__']) {
      expect(infoMessage(type).title).toBe('Информация')
    }
  })

  it('speaks of the support service once, in the contacts line the page adds', () => {
    for (const type of [
      null,
      'emailConfirmed',
      'tokenLoginConfirmed',
      'emailChanged',
      'requestAccepted',
      'actionCompleted',
      'linkExpired',
    ]) {
      expect(infoMessage(type).lines.join(' '), String(type)).not.toMatch(/служб[уе] поддержки/)
    }
  })
})

describe('tokenLoginErrorMessage', () => {
  it('explains every account type differently', () => {
    const titles = accountTypes.map((t) => tokenLoginErrorMessage(t).title)
    expect(new Set(titles).size).toBe(accountTypes.length)
    expect(titles).not.toContain(tokenLoginErrorMessage(null).title)
  })

  it('sends a registered user to the login form', () => {
    expect(tokenLoginErrorMessage('Regular').action?.to).toBe('/login')
  })
})
