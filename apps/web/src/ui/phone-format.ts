/**
 * How the phone field turns what the user typed or pasted into the +7 (999) 999-99-99 mask (SPEC §5).
 *
 * The field keeps ten national digits. A leading 8 or 7 of an eleven-digit number is the country code, not the
 * first national digit: «89161234567» and «+7 916 123-45-67» are both «+7 (916) 123-45-67». A 7 typed first into
 * the empty field is a national digit («7011234567» → «+7 (701) 123-45-67»); a mask library that treats the «7» of
 * «+7» as a fixed character swallows it, which is why the field formats the whole value itself.
 */

const NATIONAL_LENGTH = 10
/** SPEC §5: the first national digit is one of these. */
export const ALLOWED_FIRST_DIGITS = '346789'

/** Eleven digits whose first is 8 or 7 and whose rest is a number the portal takes. */
function startsWithCountryCode(digits: string): boolean {
  return digits.length > NATIONAL_LENGTH && '87'.includes(digits[0]) && ALLOWED_FIRST_DIGITS.includes(digits[1])
}

/** The national digits the raw field value stands for (at most ten). */
export function nationalDigits(raw: string): string {
  const trimmed = raw.trim()
  // The field's own prefix: the digits after it are national. Anything else (a paste, a value typed into the
  // empty field) is read whole.
  const digits = trimmed.startsWith('+7') ? trimmed.slice(2).replace(/\D/g, '') : trimmed.replace(/\D/g, '')
  // Only when the rest is a valid number: a digit typed past the end of a full «+7 (812) 345-67-89» is refused
  // like any extra digit, instead of shifting the number.
  if (startsWithCountryCode(digits)) return digits.slice(1, NATIONAL_LENGTH + 1)
  return digits.slice(0, NATIONAL_LENGTH)
}

/** The mask filled with as many digits as there are, without trailing mask characters: '916' → '+7 (916'. */
export function maskPhone(national: string): string {
  if (!national) return ''
  const d = national
  let out = `+7 (${d.slice(0, 3)}`
  if (d.length > 3) out += `) ${d.slice(3, 6)}`
  if (d.length > 6) out += `-${d.slice(6, 8)}`
  if (d.length > 8) out += `-${d.slice(8, 10)}`
  return out
}

/** The field's next value for what the browser now holds: the mask, or '+'/'+7' while the prefix is being typed. */
export function formatPhoneInput(raw: string): string {
  const trimmed = raw.trim()
  if (trimmed === '+' || trimmed === '+7') return trimmed
  return maskPhone(nationalDigits(raw))
}

/**
 * Where the caret goes in `formatted` so it stays after the same national digit it followed in `raw`
 * (an edit in the middle of the number keeps the caret there instead of jumping to the end).
 */
export function caretAfterEdit(raw: string, caret: number, formatted: string): number {
  const prefixed = raw.trim().startsWith('+7')
  const from = prefixed ? raw.indexOf('+7') + 2 : 0
  const allDigits = raw.slice(from).replace(/\D/g, '')
  let digitsBefore = raw.slice(from, Math.max(from, caret)).replace(/\D/g, '').length
  // The country code nationalDigits dropped stood before the caret.
  const countryCodeDropped = startsWithCountryCode(allDigits)
  if (countryCodeDropped && digitsBefore > 0) digitsBefore -= 1
  digitsBefore = Math.min(digitsBefore, nationalDigits(raw).length)
  if (digitsBefore === 0) return Math.min(formatted.length, '+7 ('.length)
  let seen = 0
  for (let i = 2; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i])) seen += 1
    if (seen === digitsBefore) return i + 1
  }
  return formatted.length
}
