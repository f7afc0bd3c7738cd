import { InputBase, type InputBaseProps } from '@mantine/core'
import { PHONE_ERROR_DELAY_MS } from '@psp/contracts'
import { useEffect, useState } from 'react'
import { IMaskInput } from 'react-imask'
import { PHONE_MASK, validatePhone } from './validate-phone'

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

/** Phone field with the +7 (999) 999-99-99 mask; its error appears PHONE_ERROR_DELAY_MS after a change (SPEC §5). */
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
      component={IMaskInput}
      mask={PHONE_MASK}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder}
      value={value}
      onAccept={(next: string) => {
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
