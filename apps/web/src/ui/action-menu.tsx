import { ActionIcon, Menu } from '@mantine/core'
import { IconDotsVertical } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useCloseSignal } from './close-signal'

/** An action-menu item of SPEC §3: text, icon, colour (blue or red), disabled flag and click action. */
export interface ActionMenuItem {
  text: string
  icon?: ReactNode
  color?: 'blue' | 'red'
  disabled?: boolean
  onClick: () => void
}

export interface ActionMenuProps {
  items: readonly ActionMenuItem[]
  /** Accessible name of the default trigger (default 'Действия'). */
  label?: string
  /** A custom trigger element instead of the three-dots button; it must accept a ref and onClick. */
  target?: ReactNode
  /** The menu closes whenever this value changes. */
  closeSignal?: unknown
  disabled?: boolean
}

// Blue is the portal's primary colour; red marks destructive actions.
const COLORS = { blue: 'portal', red: 'red' } as const

/** A row's or a card's menu of actions; closes on an outside click or a close signal (SPEC §4). */
export function ActionMenu({ items, label = 'Действия', target, closeSignal, disabled }: ActionMenuProps) {
  const [opened, setOpened] = useState(false)
  useCloseSignal(closeSignal, () => setOpened(false))
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        {target ?? (
          <ActionIcon variant="subtle" color="gray" aria-label={label} disabled={disabled}>
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.text}
            leftSection={item.icon}
            color={COLORS[item.color ?? 'blue']}
            disabled={item.disabled}
            onClick={item.onClick}
          >
            {item.text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
