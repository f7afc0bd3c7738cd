import { InputBase, type InputBaseProps } from '@mantine/core'
import { useState } from 'react'
import { IMaskInput } from 'react-imask'
import { parseDisplayTime, TIME_MASK } from './date-format'
import { UI_MESSAGES } from './messages'

export interface TimeFieldProps extends Omit<InputBaseProps, 'value' | 'onChange'> {
  /** 'HH:mm' or null. */
  value: string | null
  onChange: (value: string | null) => void
  name?: string
  placeholder?: string
}

/** A time of day typed as HH:mm (SPEC §5), for forms that keep date and time apart. */
export function TimeField({ value, onChange, error, placeholder = 'чч:мм', ...rest }: TimeFieldProps) {
  const [text, setText] = useState(value ?? '')
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    if (parseDisplayTime(text) !== value) setText(value ?? '')
  }
  const invalid = text.length === TIME_MASK.length && !parseDisplayTime(text)
  return (
    <InputBase
      {...rest}
      component={IMaskInput}
      mask={TIME_MASK}
      placeholder={placeholder}
      value={text}
      onAccept={(next: string) => {
        if (next === text) return
        setText(next)
        const parsed = parseDisplayTime(next)
        if (parsed !== value) onChange(parsed)
      }}
      error={error ?? (invalid ? UI_MESSAGES.timeFormat : null)}
    />
  )
}
