import { useEffect } from 'react'
import { reportTimeZone } from '../../lib/render-cookies'
import { mirrorStorageForRenderedPages } from '../../lib/storage'

/**
 * Once the signed-in app runs, tells the server what it needs to render the next full page load as the app would
 * (ADR 0023, ADR 0024): the browser's time zone and the stored values such pages depend on. When idle: the time zone
 * costs the browser's first use of Intl.
 */
export function useRenderedPageHints() {
  useEffect(() => {
    const tell = () => {
      reportTimeZone()
      mirrorStorageForRenderedPages()
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(tell, { timeout: 5000 })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(tell, 1000)
    return () => clearTimeout(timer)
  }, [])
}
