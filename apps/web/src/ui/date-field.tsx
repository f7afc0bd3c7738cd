import { InputBase, type InputBaseProps } from '@mantine/core'
import { useState } from 'react'
import { IMaskInput } from 'react-imask'
import { CalendarPopover } from './calendar-popover'
import { DATE_MASK, formatDisplayDate, parseDisplayDate } from './date-format'
import { UI_MESSAGES } from './messages'

export interface DateFieldProps extends Omit<InputBaseProps, 'value' | 'onChange'> {
  /** 'YYYY-MM-DD' or null. */
  value: string | null
  /** Called with a complete valid date, or null while the text is empty or incomplete. */
  onChange: (value: string | null) => void
  name?: string
  placeholder?: string
  onBlur?: () => void
}

/** A date typed as dd.MM.yyyy (masked) or picked from a Russian, Monday-first calendar (SPEC §5). */
export function DateField({
  value,
  onChange,
  error,
  disabled,
  label,
  placeholder = 'дд.мм.гггг',
  onBlur,
  ...rest
}: DateFieldProps) {
  const [text, setText] = useState(formatDisplayDate(value))
  const [shownValue, setShownValue] = useState(value)
  const [blurred, setBlurred] = useState(false)
  // A value set from outside (calendar, reset) replaces the text unless the text already means it.
  if (value !== shownValue) {
    setShownValue(value)
    if (parseDisplayDate(text) !== value) setText(formatDisplayDate(value))
  }
  const complete = text.length === DATE_MASK.length
  const ownError =
    complete && !parseDisplayDate(text)
      ? UI_MESSAGES.dateFormat
      : blurred && text && !complete
        ? UI_MESSAGES.dateFormat
        : null

  const accept = (next: string) => {
    if (next === text) return
    setText(next)
    const parsed = parseDisplayDate(next)
    if (parsed !== value) onChange(parsed)
  }

  return (
    <InputBase
      {...rest}
      label={label}
      disabled={disabled}
      component={IMaskInput}
      mask={DATE_MASK}
      placeholder={placeholder}
      value={text}
      onAccept={accept}
      onFocus={() => setBlurred(false)}
      onBlur={() => {
        setBlurred(true)
        onBlur?.()
      }}
      error={error ?? ownError}
      rightSectionPointerEvents="all"
      rightSection={
        <CalendarPopover
          value={value}
          disabled={disabled}
          onPick={(date) => {
            setText(formatDisplayDate(date))
            onChange(date)
          }}
        />
      }
    />
  )
}
