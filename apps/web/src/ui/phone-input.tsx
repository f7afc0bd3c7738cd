import { InputBase, type InputBaseProps } from '@mantine/core'
import { PHONE_ERROR_DELAY_MS } from '@psp/contracts'
import { type ChangeEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { caretAfterEdit, formatPhoneInput } from './phone-format'
import { validatePhone } from './validate-phone'

export interface PhoneInputProps extends Omit<InputBaseProps, 'error' | 'onChange' | 'value'> {
  /** The masked value, e.g. '+7 (916) 123-45-67' ('' when empty). */
  value: string
  /** Called with the masked value and whether it passes SPEC §5's rules, so a Save button can stay disabled. */
  onChange: (value: string, valid: boolean) => void
  /** Default true: an empty phone is 'Обязательное поле'. */
  required?: boolean
  /** Show the error even before the user has touched the field (e.g. after a submit attempt). */
  forceError?: boolean
  name?: string
  placeholder?: string
  autoFocus?: boolean
}

/**
 * Phone field with the +7 (999) 999-99-99 mask; its error appears PHONE_ERROR_DELAY_MS after a change (SPEC §5).
 * The field formats the whole value on every change (phone-format.ts), so a pasted or typed «8 916…» or «+7 916…»
 * loses its country code instead of shifting it into the number.
 */
export function PhoneInput({
  value,
  onChange,
  required = true,
  forceError = false,
  label = 'Номер телефона',
  placeholder = '+7 (___) ___-__-__',
  ...rest
}: PhoneInputProps) {
  const [touched, setTouched] = useState(false)
  // Bumped on every edit so the delay restarts even when the message itself stays the same.
  const [revision, setRevision] = useState(0)
  const [shownError, setShownError] = useState<string | null>(null)
  const error = validatePhone(value, { required })
  const inputRef = useRef<HTMLInputElement>(null)
  // Where the caret goes once React has written the formatted value (it would otherwise jump to the end).
  const pendingCaret = useRef<number | null>(null)

  useLayoutEffect(() => {
    const input = inputRef.current
    if (pendingCaret.current === null || !input || document.activeElement !== input) return
    input.setSelectionRange(pendingCaret.current, pendingCaret.current)
    pendingCaret.current = null
  }, [value])

  useEffect(() => {
    if (!touched && !forceError) return
    // The message waits for the typing to settle, so it does not flash on every keystroke.
    const timer = setTimeout(() => setShownError(error), PHONE_ERROR_DELAY_MS)
    return () => clearTimeout(timer)
  }, [error, touched, forceError, revision])

  return (
    <InputBase
      {...rest}
      label={label}
      required={required}
      ref={inputRef}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const raw = event.currentTarget.value
        const next = formatPhoneInput(raw)
        pendingCaret.current = caretAfterEdit(raw, event.currentTarget.selectionStart ?? raw.length, next)
        if (next === value) return
        setTouched(true)
        setShownError(null)
        setRevision((r) => r + 1)
        onChange(next, validatePhone(next, { required }) === null)
      }}
      onBlur={() => setTouched(true)}
      error={shownError}
    />
  )
}
