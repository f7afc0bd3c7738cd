import { Box, Input, Stack } from '@mantine/core'
import { useId, useState } from 'react'
import { validateDateRange, type DateRangeValue } from './date-format'
import { DateField } from './date-field'

// Mantine's default section colour is too pale for text (WCAG AA).
const SECTION_STYLES = { section: { color: 'var(--mantine-color-gray-7)' } }
// Side by side while each field is wide enough for a whole date between «с»/«по» and the calendar; one under the
// other when not (a narrow filter popover or a phone), instead of cutting the date.
const FIELD_STYLE = { flex: '1 1 160px', minWidth: 0 }

export interface DateRangeFieldProps {
  value: DateRangeValue
  onChange: (value: DateRangeValue) => void
  /** Caption of the pair, e.g. 'Период'. */
  label: string
  /** An empty range is an error too. */
  required?: boolean
  /** Show the message without waiting for the user to leave a field (e.g. after a submit attempt). */
  forceError?: boolean
  disabled?: boolean
}

/**
 * Two dates 'с' and 'по'. When one is missing or the first is after the second it says
 * 'Поля должны содержать две даты, первая дата должна быть не больше второй' (SPEC §5); check with
 * validateDateRange before submitting.
 */
export function DateRangeField({
  value,
  onChange,
  label,
  required = false,
  forceError = false,
  disabled,
}: DateRangeFieldProps) {
  const [touched, setTouched] = useState(false)
  const errorId = useId()
  const message = validateDateRange(value, { required })
  const shown = (touched || forceError) && message
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Input.Label required={required}>{label}</Input.Label>
      <Box style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-xs)', alignItems: 'flex-start' }}>
        <DateField
          aria-label={`${label}: с`}
          leftSection="с"
          styles={SECTION_STYLES}
          style={FIELD_STYLE}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
          onBlur={() => setTouched(true)}
          error={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          disabled={disabled}
        />
        <DateField
          aria-label={`${label}: по`}
          leftSection="по"
          styles={SECTION_STYLES}
          style={FIELD_STYLE}
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          onBlur={() => setTouched(true)}
          error={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          disabled={disabled}
        />
      </Box>
      {shown && <Input.Error id={errorId}>{message}</Input.Error>}
    </Stack>
  )
}
