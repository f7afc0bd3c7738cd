import { useState } from 'react'

/** Which of a component's dialogs is open; closing it also clears what its mutations last reported. */
export function useDialogMode<M extends string>(...mutations: Array<{ reset(): void }>) {
  const [mode, setMode] = useState<M | null>(null)
  const close = () => {
    setMode(null)
    for (const mutation of mutations) mutation.reset()
  }
  return { mode, open: (next: M) => setMode(next), close }
}
