import { useEffect, useState } from 'react'
import { AVATAR_PREVIEW_SIZE } from '@psp/contracts'
import { cropToPng, type PixelArea } from './crop-image'

const PREVIEW_DELAY_MS = 120

/** A 200 px picture of the crop being made, redrawn shortly after the user stops moving, zooming or rotating. */
export function useCropPreview(src: string | null, area: PixelArea | null, rotation: number) {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!src || !area) return
    let url: string | null = null
    let cancelled = false
    const timer = setTimeout(() => {
      cropToPng(src, area, rotation, AVATAR_PREVIEW_SIZE)
        .then((blob) => {
          if (cancelled) return
          url = URL.createObjectURL(blob)
          setPreview(url)
        })
        // SPEC §8: crop failures are internal; the preview just stays as it was.
        .catch((error: unknown) => console.error(error))
    }, PREVIEW_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
      if (url) URL.revokeObjectURL(url)
    }
  }, [src, area, rotation])
  return src && area ? preview : null
}
