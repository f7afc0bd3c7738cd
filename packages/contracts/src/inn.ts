/**
 * Russian tax id (INN) check digits (SPEC §5: 10 or 12 digits). A 10-digit INN (organization) has one check digit,
 * a 12-digit one (individual entrepreneur) two; each is a weighted sum of the preceding digits mod 11 mod 10.
 */
const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8]
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, i) => sum + weight * digits[i], 0) % 11) % 10

export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false
  const digits = [...value].map(Number)
  if (digits.length === 10) return checkDigit(digits, WEIGHTS_10) === digits[9]
  return checkDigit(digits, WEIGHTS_11) === digits[10] && checkDigit(digits, WEIGHTS_12) === digits[11]
}

/** Completes nine (or ten) leading digits with their check digit(s): for seeds, tests and benchmarks. */
export function completeInn(prefix: string): string {
  const digits = [...prefix].map(Number)
  if (digits.length === 9) return prefix + checkDigit(digits, WEIGHTS_10)
  if (digits.length === 10) {
    const eleventh = checkDigit(digits, WEIGHTS_11)
    return prefix + eleventh + checkDigit([...digits, eleventh], WEIGHTS_12)
  }
  throw new Error('completeInn takes 9 or 10 digits')
}

export const INN_MESSAGES = {
  length: 'ИНН должен содержать 10 или 12 цифр',
  checksum: 'Некорректный ИНН: не сходятся контрольные цифры',
} as const

/**
 * KPP, the tax registration reason code of an organization: nine characters, digits except the fifth and sixth, which
 * may be capital Latin letters.
 */
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/
export const KPP_MESSAGE =
  'КПП должен содержать 9 символов: цифры, в 5-й и 6-й позициях допустимы заглавные латинские буквы'
