import { describe, expect, it } from 'vitest'
import { formatPhone, validatePhone } from './validate-phone'

describe('validatePhone', () => {
  it('requires a value unless told otherwise', () => {
    expect(validatePhone('')).toBe('Обязательное поле')
    expect(validatePhone('+7 (')).toBe('Обязательное поле')
    expect(validatePhone(null)).toBe('Обязательное поле')
    expect(validatePhone('', { required: false })).toBeNull()
  })

  it.each(['3', '4', '6', '7', '8', '9'])('accepts a first digit %s after +7', (first) => {
    expect(validatePhone(`+7 (${first}16) 123-45-67`)).toBeNull()
  })

  it.each(['0', '1', '2', '5'])('refuses a first digit %s after +7', (first) => {
    expect(validatePhone(`+7 (${first}16) 123-45-67`)).toBe('Номер телефона указан в неверном формате')
  })

  it('refuses an incomplete number', () => {
    expect(validatePhone('+7 (916) 123-45')).toBe('Номер телефона указан в неверном формате')
  })

  it('formats valid digits the way the portal stores them', () => {
    expect(formatPhone('9161234567')).toBe('+7 (916) 123-45-67')
    expect(formatPhone('5161234567')).toBeNull()
  })
})
