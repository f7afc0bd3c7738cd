import { useEffect, useState } from 'react'

/**
 * True once `active` has stayed true for `delayMs`: a spinner or overlay shown only when the answer is late (SPEC §4:
 * the «set default» spinner, SPEC §9: the report generation overlay, both after 1000 ms).
 */
export function useDelayedFlag(active: boolean, delayMs: number) {
  const [late, setLate] = useState(false)
  // An ended wait is forgotten as it ends, so the next one starts from zero (adjusting state while rendering).
  if (!active && late) setLate(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setLate(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return active && late
}
