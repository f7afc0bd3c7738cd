import { ActionIcon, Menu } from '@mantine/core'
import { SORT_LABELS } from '@psp/contracts'
import { IconArrowsSort, IconCheck, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useCloseSignal } from './close-signal'

/** Sort directions of SPEC §3. */
export type SortDirection = keyof typeof SORT_LABELS

/** SPEC §9: from this height on the menu scrolls when its content overflows. */
export const SORT_MENU_MAX_HEIGHT = 210

export interface SortDropdownProps {
  /** The current direction, marked in the menu and on the trigger. */
  value?: SortDirection | null
  onSort: (direction: SortDirection) => void
  /** 'Сортировать по умолчанию' is offered only when true. */
  withReset?: boolean
  /** Accessible name of the trigger, e.g. 'Сортировка: ФИО'. */
  label?: string
  /** The menu closes whenever this value changes. */
  closeSignal?: unknown
  /** More content below the sort items, e.g. a column filter. */
  children?: ReactNode
}

const ICONS = { Asc: IconSortAscending, Desc: IconSortDescending, Reset: IconArrowsSort } as const

/** A column's sort menu: ascending, descending and (when enabled) reset, with SPEC §9's labels. */
export function SortDropdown({
  value,
  onSort,
  withReset = false,
  label = 'Сортировка',
  closeSignal,
  children,
}: SortDropdownProps) {
  const [opened, setOpened] = useState(false)
  useCloseSignal(closeSignal, () => setOpened(false))
  const directions: SortDirection[] = withReset ? ['Asc', 'Desc', 'Reset'] : ['Asc', 'Desc']
  const TriggerIcon = value && value !== 'Reset' ? ICONS[value] : IconArrowsSort

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant={value && value !== 'Reset' ? 'light' : 'subtle'} aria-label={label}>
          <TriggerIcon size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown style={{ maxHeight: SORT_MENU_MAX_HEIGHT, overflowY: 'auto' }} data-testid="sort-menu">
        {directions.map((direction) => {
          const Icon = ICONS[direction]
          return (
            <Menu.Item
              key={direction}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={value === direction ? <IconCheck size={14} aria-label="Выбрано" /> : null}
              onClick={() => onSort(direction)}
            >
              {SORT_LABELS[direction]}
            </Menu.Item>
          )
        })}
        {children}
      </Menu.Dropdown>
    </Menu>
  )
}
