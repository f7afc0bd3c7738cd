import { ActionIcon, Popover, Select, Stack, TextInput } from '@mantine/core'
import { IconFilter, IconFilterFilled } from '@tabler/icons-react'
import { useState } from 'react'
import { FilterActions } from '../../../ui/filter-actions'
import { LIST_SEARCH_MAX } from '@psp/contracts/limits'
import { overLimitError } from '../../../ui/text-limit'

export const FILTER_REQUIRED = 'Поле должно быть заполнено'

interface Props {
  /** Column title, for the accessible names. */
  title: string
  value: string | null
  onApply: (value: string | null) => void
  /** A select filter's options; without them the filter is a text field. */
  options?: Array<{ value: string; label: string }>
}

/** A column's filter (SPEC §3 filter kinds string, phone, select) in a popover; empty input is refused (SPEC §5). */
export function ColumnFilter({ title, value, onApply, options }: Props) {
  const [opened, setOpened] = useState(false)
  const [draft, setDraft] = useState<string | null>(value)
  const [error, setError] = useState<string | null>(null)
  const apply = () => {
    if (!draft || !draft.trim()) {
      setError(FILTER_REQUIRED)
      return
    }
    const tooLong = overLimitError(draft.trim(), LIST_SEARCH_MAX)
    if (tooLong) {
      setError(tooLong)
      return
    }
    onApply(draft.trim())
    setOpened(false)
  }
  const Icon = value ? IconFilterFilled : IconFilter
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      withinPortal
      onOpen={() => {
        setDraft(value)
        setError(null)
      }}
    >
      <Popover.Target>
        <ActionIcon
          variant={value ? 'light' : 'subtle'}
          aria-label={`Фильтр: ${title}`}
          onClick={() => setOpened((o) => !o)}
        >
          <Icon size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={240}>
          {options ? (
            <Select
              label={title}
              data={options}
              value={draft}
              onChange={(v) => {
                setDraft(v)
                setError(null)
              }}
              error={error}
              comboboxProps={{ withinPortal: false }}
            />
          ) : (
            <TextInput
              label={title}
              value={draft ?? ''}
              onChange={(e) => {
                setDraft(e.currentTarget.value)
                setError(overLimitError(e.currentTarget.value.trim(), LIST_SEARCH_MAX) ?? null)
              }}
              onKeyDown={(e) => e.key === 'Enter' && apply()}
              error={error}
            />
          )}
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
