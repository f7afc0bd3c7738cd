import { CloseButton, InputBase, TextInput, type TextInputProps } from '@mantine/core'
import { useState, type FocusEvent } from 'react'
import { IMaskInput } from 'react-imask'
import { UI_MESSAGES } from './messages'

export interface ClearableTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'maxLength'> {
  value: string
  onChange: (value: string) => void
  /**
   * Longer input shows 'Превышено количество символов' (SPEC §5). It is not cut: the owning form refuses to save
   * it. With a mask the typed characters count, not the mask's separators.
   */
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

  const change = (next: string, typed = next) => {
    setOverflow(maxLength !== undefined && typed.length > maxLength)
    onChange(next)
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
        onAccept={(next: string, masked: { unmaskedValue: string }) =>
          next !== value && change(next, masked.unmaskedValue)
        }
      />
    )
  }
  return <TextInput {...common} value={value} onChange={(event) => change(event.currentTarget.value)} />
}
