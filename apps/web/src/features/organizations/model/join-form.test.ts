import { describe, expect, it } from 'vitest'
import { innError, kppError } from './join-form'

describe('INN field', () => {
  it('asks for a value, 10 or 12 digits and valid check digits', () => {
    expect(innError('')).toBe('Обязательное поле')
    expect(innError('123456789')).toBe('ИНН должен содержать 10 или 12 цифр')
    expect(innError('12345678901')).toBe('ИНН должен содержать 10 или 12 цифр')
    expect(innError('abcdefghij')).toBe('ИНН должен содержать 10 или 12 цифр')
    expect(innError('7707083894')).toBe('Некорректный ИНН: не сходятся контрольные цифры')
    expect(innError('7707083893')).toBeNull()
    expect(innError('500100732259')).toBeNull()
  })
})

describe('KPP field', () => {
  it('may stay empty; otherwise nine characters, letters only in the fifth and sixth places', () => {
    expect(kppError('')).toBeNull()
    expect(kppError('770101001')).toBeNull()
    expect(kppError('7701AB001')).toBeNull()
    for (const bad of ['77010100', '7701010011', 'AB0101001', '77010100A']) {
      expect(kppError(bad), bad).toMatch(/КПП должен содержать 9 символов/)
    }
  })
})
