import { InputBase, type InputBaseProps } from '@mantine/core'
import { useState } from 'react'
import { IMaskInput } from 'react-imask'
import { CalendarPopover } from './calendar-popover'
import { DATE_TIME_MASK, formatDisplayDateTime, parseDisplayDateTime } from './date-format'
import { UI_MESSAGES } from './messages'

export interface DateTimeFieldProps extends Omit<InputBaseProps, 'value' | 'onChange'> {
  /** 'YYYY-MM-DD HH:mm' or null. */
  value: string | null
  onChange: (value: string | null) => void
  name?: string
  placeholder?: string
  onBlur?: () => void
}

/** A date and time typed as dd.MM.yyyy HH:mm (masked); the calendar picks the date and keeps the typed time. */
export function DateTimeField({
  value,
  onChange,
  error,
  disabled,
  placeholder = 'дд.мм.гггг чч:мм',
  onBlur,
  ...rest
}: DateTimeFieldProps) {
  const [text, setText] = useState(formatDisplayDateTime(value))
  const [shownValue, setShownValue] = useState(value)
  const [blurred, setBlurred] = useState(false)
  if (value !== shownValue) {
    setShownValue(value)
    if (parseDisplayDateTime(text) !== value) setText(formatDisplayDateTime(value))
  }
  const complete = text.length === DATE_TIME_MASK.length
  const invalid = (complete && !parseDisplayDateTime(text)) || (blurred && text !== '' && !complete)

  const accept = (next: string) => {
    if (next === text) return
    setText(next)
    const parsed = parseDisplayDateTime(next)
    if (parsed !== value) onChange(parsed)
  }

  return (
    <InputBase
      {...rest}
      disabled={disabled}
      component={IMaskInput}
      mask={DATE_TIME_MASK}
      placeholder={placeholder}
      value={text}
      onAccept={accept}
      onFocus={() => setBlurred(false)}
      onBlur={() => {
        setBlurred(true)
        onBlur?.()
      }}
      error={error ?? (invalid ? UI_MESSAGES.dateFormat : null)}
      rightSectionPointerEvents="all"
      rightSection={
        <CalendarPopover
          value={value ? value.slice(0, 10) : null}
          disabled={disabled}
          onPick={(date) => {
            const time = value && value.length >= 16 ? value.slice(11, 16) : '00:00'
            const next = `${date} ${time}`
            setText(formatDisplayDateTime(next))
            onChange(next)
          }}
        />
      }
    />
  )
}
