import { INN_MESSAGES, isValidInn, KPP_MESSAGE, KPP_PATTERN } from '@psp/contracts'

export const REQUIRED = 'Обязательное поле'

/** The INN field's message, or null when it is a tax id with valid check digits (SPEC §5). */
export function innError(value: string): string | null {
  const inn = value.trim()
  if (!inn) return REQUIRED
  if (!/^(\d{10}|\d{12})$/.test(inn)) return INN_MESSAGES.length
  if (!isValidInn(inn)) return INN_MESSAGES.checksum
  return null
}

/** The KPP field's message (it may be left empty), or null when it reads as a KPP. */
export function kppError(value: string): string | null {
  return value && !KPP_PATTERN.test(value) ? KPP_MESSAGE : null
}
