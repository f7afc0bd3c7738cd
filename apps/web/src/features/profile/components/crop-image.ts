import { AVATAR_OUTPUT_MAX_SIDE } from '@psp/contracts'

export interface PixelArea {
  x: number
  y: number
  width: number
  height: number
}

/** SPEC §9: the output is at most 300 px a side and never enlarged beyond the cropped region. */
export function outputSize(area: Pick<PixelArea, 'width' | 'height'>, maxSide = AVATAR_OUTPUT_MAX_SIDE) {
  const width = Math.max(1, Math.round(area.width))
  const height = Math.max(1, Math.round(area.height))
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** The next rotation of SPEC §4: 0, 90, 180, 270, then 0 again. */
export const nextRotation = (rotation: number) => (rotation + 90) % 360

function loadImage(src: string) {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image()
    image.addEventListener('load', () => resolve(image))
    image.addEventListener('error', () => reject(new Error('Could not load the image.')))
    image.src = src
  })
}

function context2d(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d')
  // SPEC §8: crop failures stay internal, with these messages.
  if (!context) throw new Error('Could not create 2d context.')
  return context
}

/**
 * Draws the region the cropper chose (in the rotated image's pixels, as react-easy-crop reports it) and scales it to
 * at most `maxSide`: rotate the whole image onto a canvas of its bounding box, then copy the region out.
 */
export async function cropToPng(src: string, area: PixelArea, rotation: number, maxSide?: number): Promise<Blob> {
  const image = await loadImage(src)
  const radians = (rotation * Math.PI) / 180
  const quarter = rotation % 180 !== 0
  const boxWidth = quarter ? image.naturalHeight : image.naturalWidth
  const boxHeight = quarter ? image.naturalWidth : image.naturalHeight

  const rotated = document.createElement('canvas')
  rotated.width = boxWidth
  rotated.height = boxHeight
  const rc = context2d(rotated)
  rc.translate(boxWidth / 2, boxHeight / 2)
  rc.rotate(radians)
  rc.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2)

  const size = outputSize(area, maxSide)
  const output = document.createElement('canvas')
  output.width = size.width
  output.height = size.height
  const oc = context2d(output)
  oc.imageSmoothingQuality = 'high'
  oc.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height)

  return new Promise<Blob>((resolve, reject) =>
    output.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas to Blob conversion failed'))),
      'image/png',
    ),
  )
}
