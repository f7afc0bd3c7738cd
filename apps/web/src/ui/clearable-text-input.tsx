import { CloseButton, InputBase, TextInput, type TextInputProps } from '@mantine/core'
import { useState, type FocusEvent } from 'react'
import { IMaskInput } from 'react-imask'
import { UI_MESSAGES } from './messages'

export interface ClearableTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'maxLength'> {
  value: string
  onChange: (value: string) => void
  /** Longer input is cut to this length and 'Превышено количество символов' is shown. */
  maxLength?: number
  /** An imask pattern, e.g. '000000000000' for digits only or '00.00.0000'. */
  mask?: string
}

/**
 * Text input with a clear button shown only while the field is focused and holds a value (SPEC §5), an optional
 * maximum length and an optional mask.
 */
export function ClearableTextInput({
  value,
  onChange,
  maxLength,
  mask,
  error,
  onFocus,
  onBlur,
  ...rest
}: ClearableTextInputProps) {
  const [focused, setFocused] = useState(false)
  const [overflow, setOverflow] = useState(false)

  const change = (next: string) => {
    const tooLong = maxLength !== undefined && next.length > maxLength
    setOverflow(tooLong)
    onChange(tooLong ? next.slice(0, maxLength) : next)
  }

  // Focus moving between the input and its clear button keeps the field "focused".
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setFocused(false)
    onBlur?.(event)
  }

  const clear = (
    <CloseButton
      aria-label="Очистить поле"
      size="sm"
      // Keeps focus in the input so the button does not disappear before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        setOverflow(false)
        onChange('')
      }}
      onBlur={(event) => {
        if (!event.currentTarget.parentElement?.parentElement?.contains(event.relatedTarget)) setFocused(false)
      }}
    />
  )

  const common = {
    ...rest,
    error: overflow ? UI_MESSAGES.tooLong : error,
    rightSection: focused && value ? clear : rest.rightSection,
    rightSectionPointerEvents: 'all' as const,
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setFocused(true)
      onFocus?.(event)
    },
    onBlur: handleBlur,
  }

  if (mask) {
    return (
      <InputBase
        {...common}
        component={IMaskInput}
        mask={mask}
        value={value}
        onAccept={(next: string) => next !== value && change(next)}
      />
    )
  }
  return <TextInput {...common} value={value} onChange={(event) => change(event.currentTarget.value)} />
}
