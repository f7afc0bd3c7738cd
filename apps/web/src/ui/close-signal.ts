import { useEffect, useRef } from 'react'

/**
 * Runs `close` whenever `signal` changes. A parent closes an open menu this way (SPEC §4: menus close on an
 * outside click or a close signal), e.g. by passing a counter it bumps.
 */
export function useCloseSignal(signal: unknown, close: () => void) {
  const previous = useRef(signal)
  const latestClose = useRef(close)
  useEffect(() => {
    latestClose.current = close
  })
  useEffect(() => {
    // Comparing with the last seen value (not "first render") keeps StrictMode's double effects harmless.
    if (Object.is(previous.current, signal)) return
    previous.current = signal
    latestClose.current()
  }, [signal])
}
