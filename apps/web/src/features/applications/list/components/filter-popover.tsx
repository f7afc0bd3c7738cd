import { SegmentedControl, Text, TextInput } from '@mantine/core'
import type { ApplicationFilter } from '@psp/contracts'
import { ColumnFilterPopover } from '../../../../ui/column-filter-popover'
import { DateRangeField } from '../../../../ui/date-range-field'
import type { OrdersColumn } from '../model/columns'
import { draftOf, filterValueOf, STRING_FILTER_MAX } from '../model/filters'
import { SelectFilterField } from './select-filter-field'

type Value = ApplicationFilter[keyof ApplicationFilter]

interface Props {
  column: OrdersColumn
  value: Value | undefined
  /** A select filter's options. */
  options?: Array<{ value: string; label: string }>
  onApply: (value: Value | null) => void
}

/**
 * A column's filter of its SPEC §3 kind in a popover: number, date range, phone, string (contains or not) or select.
 * «Применить» with nothing entered says 'Поле должно быть заполнено' (SPEC §5); «Сбросить» clears the column.
 */
export function FilterPopover({ column, value, options, onApply }: Props) {
  return (
    <ColumnFilterPopover
      title={column.title}
      active={value !== undefined && value !== null}
      draftOf={() => draftOf(column.kind, value)}
      check={(draft) => filterValueOf(column.kind, draft)}
      onApply={onApply}
      width={{ base: 260, sm: 300 }}
    >
      {({ draft, edit, error, apply }) => (
        <>
          {column.kind === 'select' && (
            <SelectFilterField
              label={column.title}
              options={options ?? []}
              value={draft.choice}
              onChange={(choice) => edit({ choice })}
              error={error}
            />
          )}
          {column.kind === 'date' && (
            <DateRangeField
              label={column.title}
              value={draft.range}
              onChange={(range) => edit({ range })}
              required
              forceError={error !== null}
            />
          )}
          {(column.kind === 'number' || column.kind === 'phone' || column.kind === 'string') && (
            <TextInput
              label={column.title}
              value={draft.text}
              inputMode={column.kind === 'number' ? 'numeric' : column.kind === 'phone' ? 'tel' : undefined}
              placeholder={column.kind === 'phone' ? '+7 (999) 999-99-99' : undefined}
              maxLength={column.kind === 'string' ? STRING_FILTER_MAX + 1 : 40}
              onChange={(e) => edit({ text: e.currentTarget.value })}
              onKeyDown={(e) => e.key === 'Enter' && apply()}
              error={error}
              data-autofocus
            />
          )}
          {column.kind === 'string' && (
            <SegmentedControl
              aria-label={`Условие: ${column.title}`}
              size="xs"
              value={draft.contains ? 'contains' : 'excludes'}
              onChange={(v) => edit({ contains: v === 'contains' })}
              data={[
                { value: 'contains', label: 'Содержит' },
                { value: 'excludes', label: 'Не содержит' },
              ]}
            />
          )}
          {column.kind === 'phone' && (
            <Text size="xs" c="gray.7">
              Можно ввести часть номера
            </Text>
          )}
        </>
      )}
    </ColumnFilterPopover>
  )
}
