import { describe, expect, it } from 'vitest'
import { innError } from './join-form'

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
