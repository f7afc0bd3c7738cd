import { Select, TextInput } from '@mantine/core'
import { ColumnFilterPopover } from '../../../ui/column-filter-popover'

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
  return (
    <ColumnFilterPopover<{ text: string | null }, string>
      title={title}
      active={!!value}
      draftOf={() => ({ text: value })}
      check={({ text }) => (text && text.trim() ? { value: text.trim() } : { error: FILTER_REQUIRED })}
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
            maxLength={200}
            onChange={(e) => edit({ text: e.currentTarget.value })}
            onKeyDown={(e) => e.key === 'Enter' && apply()}
            error={error}
          />
        )
      }
    </ColumnFilterPopover>
  )
}
