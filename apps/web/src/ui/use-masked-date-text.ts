import { useState } from 'react'

export interface MaskedDateTextOptions {
  value: string | null
  mask: string
  parse: (text: string) => string | null
  format: (value: string | null) => string
  onChange: (value: string | null) => void
  onBlur?: () => void
}

/**
 * The typed text behind a masked date (or date-time) input: kept in step with a value set from outside, reporting a
 * parsed value only when the text is complete and valid, and flagging text that is impossible or left incomplete.
 */
export function useMaskedDateText({ value, mask, parse, format, onChange, onBlur }: MaskedDateTextOptions) {
  const [text, setText] = useState(format(value))
  const [shownValue, setShownValue] = useState(value)
  const [blurred, setBlurred] = useState(false)
  // A value set from outside (calendar, reset) replaces the text unless the text already means it.
  if (value !== shownValue) {
    setShownValue(value)
    if (parse(text) !== value) setText(format(value))
  }
  const complete = text.length === mask.length
  const invalid = (complete && !parse(text)) || (blurred && text !== '' && !complete)

  const accept = (next: string) => {
    if (next === text) return
    setText(next)
    const parsed = parse(next)
    if (parsed !== value) onChange(parsed)
  }

  return {
    invalid,
    /** Sets a value chosen outside the text (the calendar). */
    pick: (next: string) => {
      setText(format(next))
      onChange(next)
    },
    inputProps: {
      mask,
      value: text,
      onAccept: accept,
      onFocus: () => setBlurred(false),
      onBlur: () => {
        setBlurred(true)
        onBlur?.()
      },
    },
  }
}
