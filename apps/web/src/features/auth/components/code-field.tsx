import { TextInput } from '@mantine/core'
import type { Ref } from 'react'

export type CodeKind = 'app' | 'recovery'

export const CODE_MESSAGES = {
  required: 'Обязательное поле',
  sixDigits: 'Код из приложения состоит из шести цифр',
}

/** The field's own check before sending: empty, or not six digits where the app's code is asked. */
export function codeError(kind: CodeKind, value: string) {
  const code = value.replace(/\s/g, '')
  if (!code) return CODE_MESSAGES.required
  if (kind === 'app' && !/^\d{6}$/.test(code)) return CODE_MESSAGES.sixDigits
  return undefined
}

/** The one field of a code step: six digits from the app, or a recovery code. */
export function CodeField({
  kind,
  value,
  onChange,
  error,
  ref,
}: {
  kind: CodeKind
  value: string
  onChange: (value: string) => void
  error?: string
  ref?: Ref<HTMLInputElement>
}) {
  const app = kind === 'app'
  return (
    <TextInput
      label={app ? 'Код из приложения' : 'Резервный код'}
      name="code"
      autoComplete="one-time-code"
      inputMode={app ? 'numeric' : 'text'}
      maxLength={app ? 7 : 32}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      aria-invalid={Boolean(error)}
      ref={ref}
      autoFocus
    />
  )
}
