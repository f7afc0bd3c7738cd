import { Box, Group, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { AVATAR_CROP_SIZE, AVATAR_ZOOM, BREAKPOINTS } from '@psp/contracts'
import { IconRotateClockwise } from '@tabler/icons-react'
import { useState } from 'react'
import Cropper from 'react-easy-crop'
import { AppButton } from '../../../ui/app-button'
import { SliderWithButtons } from '../../../ui/slider-with-buttons'
import { nextRotation, type PixelArea } from './crop-image'

export interface CropState {
  area: PixelArea | null
  rotation: number
}

export interface PhotoCropperProps {
  src: string
  rotation: number
  onRotationChange: (rotation: number) => void
  /** The region chosen, in the rotated image's pixels, each time the user stops moving or zooming. */
  onAreaChange: (area: PixelArea) => void
}

/**
 * The cropper of SPEC §4 and §9: a square frame (168 px below 768 px of width, else 208 px), zoom 1–3 by a slider
 * of step 0.2 (initially 1.2) or the wheel (speed 0.4), rotation by 90°.
 */
export function PhotoCropper({ src, rotation, onRotationChange, onAreaChange }: PhotoCropperProps) {
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 1}px)`) ?? false
  const side = narrow ? AVATAR_CROP_SIZE.narrow : AVATAR_CROP_SIZE.wide
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState<number>(AVATAR_ZOOM.initial)

  return (
    <Stack gap="sm">
      <Box
        pos="relative"
        h={side + 72}
        bg="gray.9"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        data-testid="avatar-cropper"
        data-rotation={rotation}
        data-zoom={zoom}
        data-crop-size={side}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={1}
          cropSize={{ width: side, height: side }}
          minZoom={AVATAR_ZOOM.min}
          maxZoom={AVATAR_ZOOM.max}
          zoomSpeed={AVATAR_ZOOM.wheelSpeed}
          restrictPosition
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onAreaChange(pixels)}
          mediaProps={{ alt: 'Выбранная фотография' } as object}
        />
      </Box>
      <SliderWithButtons
        label="Масштаб"
        value={zoom}
        onChange={setZoom}
        min={AVATAR_ZOOM.min}
        max={AVATAR_ZOOM.max}
        step={AVATAR_ZOOM.step}
      />
      <Group justify="space-between">
        <Text size="sm" c="gray.7" aria-live="polite">
          Поворот: {rotation}°
        </Text>
        <AppButton
          kind="ghost"
          size="sm"
          leftSection={<IconRotateClockwise size={16} aria-hidden />}
          onClick={() => onRotationChange(nextRotation(rotation))}
        >
          Повернуть на 90°
        </AppButton>
      </Group>
    </Stack>
  )
}
