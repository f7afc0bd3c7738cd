import { describe, expect, it } from 'vitest'
import { caretAfterEdit, formatPhoneInput, nationalDigits } from './phone-format'

describe('nationalDigits', () => {
  it('drops a leading 8 or 7 of an eleven-digit number', () => {
    expect(nationalDigits('89161234567')).toBe('9161234567')
    expect(nationalDigits('79161234567')).toBe('9161234567')
  })

  it('keeps a leading 7 or 8 of a ten-digit number', () => {
    expect(nationalDigits('7011234567')).toBe('7011234567')
    expect(nationalDigits('8001234567')).toBe('8001234567')
  })

  it('reads the digits after the field prefix +7 as national', () => {
    expect(nationalDigits('+7 (701) 123-45-67')).toBe('7011234567')
    expect(nationalDigits('+7 (891) 612-34-567')).toBe('9161234567')
  })
})

describe('formatPhoneInput', () => {
  it('fills the mask only as far as there are digits', () => {
    expect(formatPhoneInput('9')).toBe('+7 (9')
    expect(formatPhoneInput('9161')).toBe('+7 (916) 1')
    expect(formatPhoneInput('9161234')).toBe('+7 (916) 123-4')
    expect(formatPhoneInput('+7 (')).toBe('')
    expect(formatPhoneInput('+')).toBe('+')
  })
})

describe('caretAfterEdit', () => {
  it('keeps the caret after the digit it followed', () => {
    // '5' typed after the 3rd digit of '+7 (916) 123-45-67' (the 10-digit cap drops the last digit).
    const raw = '+7 (9165) 123-45-67'
    const formatted = formatPhoneInput(raw)
    expect(formatted).toBe('+7 (916) 512-34-56')
    expect(caretAfterEdit(raw, 8, formatted)).toBe('+7 (916) 5'.length)
  })

  it('puts the caret at the end after a pasted number with a country code', () => {
    const raw = '89161234567'
    expect(caretAfterEdit(raw, raw.length, formatPhoneInput(raw))).toBe('+7 (916) 123-45-67'.length)
  })
})

describe('an extra digit after a full number', () => {
  it('is refused rather than shifting the number', () => {
    expect(formatPhoneInput('+7 (812) 345-67-890')).toBe('+7 (812) 345-67-89')
    expect(formatPhoneInput('+7 (701) 123-45-678')).toBe('+7 (701) 123-45-67')
  })
})
