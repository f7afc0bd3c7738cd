import { InputBase, type InputBaseProps } from '@mantine/core'
import { IMaskInput } from 'react-imask'
import { CalendarPopover } from './calendar-popover'
import { DATE_MASK, formatDisplayDate, parseDisplayDate } from './date-format'
import { UI_MESSAGES } from './messages'
import { useMaskedDateText } from './use-masked-date-text'

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
  const field = useMaskedDateText({
    value,
    mask: DATE_MASK,
    parse: parseDisplayDate,
    format: formatDisplayDate,
    onChange,
    onBlur,
  })

  return (
    <InputBase
      {...rest}
      label={label}
      disabled={disabled}
      component={IMaskInput}
      {...field.inputProps}
      placeholder={placeholder}
      error={error ?? (field.invalid ? UI_MESSAGES.dateFormat : null)}
      rightSectionPointerEvents="all"
      rightSection={<CalendarPopover value={value} disabled={disabled} onPick={field.pick} />}
    />
  )
}
