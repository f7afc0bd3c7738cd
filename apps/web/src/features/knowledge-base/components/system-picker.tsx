import { Chip, Group } from '@mantine/core'
import type { KbSystem } from '@psp/contracts'

export interface SystemPickerProps {
  systems: KbSystem[]
  value: string | null
  onChange: (uuid: string) => void
}

// Long system names wrap on narrow screens instead of running off the edge.
const chipStyles = {
  root: { maxWidth: '100%' },
  label: { whiteSpace: 'normal', height: 'auto', minHeight: 32, lineHeight: 1.3, paddingBlock: 6 },
} as const

/** The agency's systems as a single choice. */
export function SystemPicker({ systems, value, onChange }: SystemPickerProps) {
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label="Система">
        {systems.map((s) => (
          <Chip key={s.uuid} value={s.uuid} variant="outline" styles={chipStyles}>
            {s.title}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  )
}
