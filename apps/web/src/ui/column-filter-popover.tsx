import { ActionIcon, Popover, Stack } from '@mantine/core'
import { IconFilter, IconFilterFilled } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { FilterActions } from './filter-actions'

/** What the filter fields of one column get: the draft, a way to change it, the message to show and «Применить». */
export interface FilterFieldsProps<D> {
  draft: D
  edit: (patch: Partial<D>) => void
  error: string | null
  apply: () => void
}

export interface ColumnFilterPopoverProps<D, V> {
  /** Column title, for the accessible names. */
  title: string
  /** Whether the column is filtered now (the filled icon). */
  active: boolean
  /** The draft the popover opens with: the applied value, or an empty one. */
  draftOf: () => D
  /** The value «Применить» applies, or the message that says why it cannot (SPEC §5). */
  check: (draft: D) => { value: V } | { error: string }
  /** The new value; null clears the column («Сбросить»). */
  onApply: (value: V | null) => void
  width?: number | Record<string, number>
  /** The fields of the column's filter kind. */
  children: (fields: FilterFieldsProps<D>) => ReactNode
}

/**
 * The one column filter of the portal's tables: a filter icon in the header opens a popover with the column's fields,
 * «Применить» applies what passes `check` (else shows its message under the fields), «Сбросить» clears the column.
 * Each table gives only its fields and its rule.
 */
export function ColumnFilterPopover<D, V>(props: ColumnFilterPopoverProps<D, V>) {
  const { title, active, draftOf, check, onApply, width = 240, children } = props
  const [opened, setOpened] = useState(false)
  const [draft, setDraft] = useState<D>(draftOf)
  const [error, setError] = useState<string | null>(null)
  const edit = (patch: Partial<D>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setError(null)
  }
  const apply = () => {
    const result = check(draft)
    if ('error' in result) {
      setError(result.error)
      return
    }
    onApply(result.value)
    setOpened(false)
  }
  const Icon = active ? IconFilterFilled : IconFilter
  const label = `Фильтр: ${title}`
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      withinPortal
      onOpen={() => {
        // Opens on what is applied now, not on a draft the user left unapplied.
        setDraft(draftOf())
        setError(null)
      }}
    >
      <Popover.Target>
        <ActionIcon variant={active ? 'light' : 'subtle'} aria-label={label} onClick={() => setOpened((o) => !o)}>
          <Icon size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog">
        <Stack gap="xs" w={width} maw="calc(100vw - 32px)">
          {children({ draft, edit, error, apply })}
          <FilterActions
            onReset={() => {
              onApply(null)
              setOpened(false)
            }}
            onApply={apply}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
