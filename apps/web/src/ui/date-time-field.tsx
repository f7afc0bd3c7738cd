import { InputBase, type InputBaseProps } from '@mantine/core'
import { IMaskInput } from 'react-imask'
import { CalendarPopover } from './calendar-popover'
import { DATE_TIME_MASK, formatDisplayDateTime, parseDisplayDateTime } from './date-format'
import { UI_MESSAGES } from './messages'
import { useMaskedDateText } from './use-masked-date-text'

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
  const field = useMaskedDateText({
    value,
    mask: DATE_TIME_MASK,
    parse: parseDisplayDateTime,
    format: formatDisplayDateTime,
    onChange,
    onBlur,
  })

  return (
    <InputBase
      {...rest}
      disabled={disabled}
      component={IMaskInput}
      {...field.inputProps}
      placeholder={placeholder}
      error={error ?? (field.invalid ? UI_MESSAGES.dateFormat : null)}
      rightSectionPointerEvents="all"
      rightSection={
        <CalendarPopover
          value={value ? value.slice(0, 10) : null}
          disabled={disabled}
          onPick={(date) => {
            const time = value && value.length >= 16 ? value.slice(11, 16) : '00:00'
            const next = `${date} ${time}`
            field.pick(next)
          }}
        />
      }
    />
  )
}
