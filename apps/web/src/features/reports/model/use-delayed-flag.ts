import { useEffect, useState } from 'react'

/** True once `active` has stayed true for `delayMs` (SPEC §9: the generation overlay after 1000 ms). */
export function useDelayedFlag(active: boolean, delayMs: number) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return active && shown
}
