import { useEffect } from 'react'
import { keepStorageMirrored, mirrorStoredValues } from '../../lib/render-cookies'

// From the moment the signed-in app is loaded, before it renders: a click replayed as it takes a rendered page over
// may already change what is mirrored.
keepStorageMirrored()

/**
 * Once the signed-in app runs, tells the server what it needs to render the next full page load as the app would
 * (ADR 0023, ADR 0024): the stored values such pages depend on. When idle: nothing is in a hurry.
 */
export function useRenderedPageHints() {
  useEffect(() => {
    const tell = () => mirrorStoredValues()
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(tell, { timeout: 5000 })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(tell, 1000)
    return () => clearTimeout(timer)
  }, [])
}
