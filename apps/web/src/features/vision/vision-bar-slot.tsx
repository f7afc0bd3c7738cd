import { Suspense } from 'react'
import { lazyPart } from '../../lib/lazy-part'
import { useVision } from './vision-store'

// Few visitors turn the version on: its bar loads only for them, not with the login page's first download.
const VisionBar = lazyPart(() => import('./vision-bar').then((m) => m.VisionBar))

/** The bar of the version for the visually impaired, above the header while the version is on. */
export function VisionBarSlot() {
  const vision = useVision()
  if (!vision) return null
  return (
    <Suspense fallback={null}>
      <VisionBar />
    </Suspense>
  )
}
