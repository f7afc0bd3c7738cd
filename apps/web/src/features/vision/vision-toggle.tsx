import { ActionIcon } from '@mantine/core'
import { IconEyeglass } from '@tabler/icons-react'
import { DEFAULT_VISION } from '@psp/contracts/vision'
import { setVision, useVision } from './vision-store'

/** The header's switch to the version for the visually impaired and back; its bar (VisionBar) holds the choices. */
export function VisionToggle() {
  const vision = useVision()
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label="Версия для слабовидящих"
      title="Версия для слабовидящих"
      aria-pressed={vision !== null}
      onClick={() => setVision(vision ? null : DEFAULT_VISION)}
    >
      <IconEyeglass size={22} aria-hidden />
    </ActionIcon>
  )
}
