import { useDebouncedValue } from '@mantine/hooks'
import { useMemo } from 'react'

/**
 * `value` once its content has stayed the same for `ms`. Request parameters are built as a new object on every
 * render; debounced by reference, each copy would restart the timer and its end render the page again, every `ms`,
 * for as long as the page is open. Compared by content (JSON), a new copy of the same parameters changes nothing.
 */
export function useDebouncedContent<T>(value: T, ms: number): T {
  const [key] = useDebouncedValue(JSON.stringify(value) ?? '', ms)
  return useMemo(() => (key === '' ? undefined : JSON.parse(key)) as T, [key])
}
