import { Chip, Group } from '@mantine/core'
import type { KbSystem } from '@psp/contracts'

export interface SystemPickerProps {
  systems: KbSystem[]
  value: string | null
  onChange: (uuid: string) => void
}

/** The agency's systems as a single choice. */
export function SystemPicker({ systems, value, onChange }: SystemPickerProps) {
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label="Система">
        {systems.map((s) => (
          <Chip key={s.uuid} value={s.uuid} variant="outline">
            {s.title}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  )
}
