import { UI_MESSAGES } from './messages'
import { ALLOWED_FIRST_DIGITS } from './phone-format'

/** The ten national digits of a phone typed with or without the +7 prefix and mask characters. */
export function phoneDigits(value: string): string {
  const trimmed = value.trim()
  const withoutPrefix = trimmed.startsWith('+7') ? trimmed.slice(2) : trimmed
  return withoutPrefix.replace(/\D/g, '')
}

/**
 * SPEC §5: empty → 'Обязательное поле' (when required); otherwise ten digits whose first is 3, 4, 6, 7, 8 or 9,
 * else 'Номер телефона указан в неверном формате'. Returns null for a valid (or allowed empty) phone.
 */
export function validatePhone(value: string | null | undefined, { required = true } = {}): string | null {
  const digits = phoneDigits(value ?? '')
  if (!digits) return required ? UI_MESSAGES.required : null
  if (digits.length !== 10 || !ALLOWED_FIRST_DIGITS.includes(digits[0])) return UI_MESSAGES.phoneFormat
  return null
}

/** The phone in the portal's stored form '+7 (916) 123-45-67', or null when it is not valid. */
export function formatPhone(value: string): string | null {
  const d = phoneDigits(value)
  if (validatePhone(d) !== null) return null
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`
}
