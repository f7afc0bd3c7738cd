import { Select, TextInput } from '@mantine/core'
import { LIST_SEARCH_MAX } from '@psp/contracts/limits'
import { ColumnFilterPopover } from '../../../ui/column-filter-popover'
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

/** The value «Применить» applies, or why not: empty input is refused (SPEC §5), and so is text past the limit. */
function check({ text }: { text: string | null }) {
  const trimmed = text?.trim()
  if (!trimmed) return { error: FILTER_REQUIRED }
  const tooLong = overLimitError(trimmed, LIST_SEARCH_MAX)
  return tooLong ? { error: tooLong } : { value: trimmed }
}

/** A column's filter (SPEC §3 filter kinds string, phone, select) in a popover. */
export function ColumnFilter({ title, value, onApply, options }: Props) {
  return (
    <ColumnFilterPopover<{ text: string | null }, string>
      title={title}
      active={!!value}
      draftOf={() => ({ text: value })}
      check={check}
      onApply={onApply}
    >
      {({ draft, edit, error, apply }) =>
        options ? (
          <Select
            label={title}
            data={options}
            value={draft.text}
            onChange={(text) => edit({ text })}
            error={error}
            comboboxProps={{ withinPortal: false }}
          />
        ) : (
          <TextInput
            label={title}
            value={draft.text ?? ''}
            onChange={(e) => edit({ text: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && apply()}
            // Past the limit the field says so while typing, instead of cutting the text.
            error={error ?? overLimitError((draft.text ?? '').trim(), LIST_SEARCH_MAX)}
          />
        )
      }
    </ColumnFilterPopover>
  )
}
