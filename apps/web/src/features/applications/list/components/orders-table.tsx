import { Anchor, Box, Group, Table, Text, VisuallyHidden } from '@mantine/core'
import type { ApplicationSummary } from '@psp/contracts'
import { Link } from 'react-router'
import { formatDateTime } from '../../../../lib/format-date'
import { paths } from '../../../../lib/paths'
import { SortDropdown } from '../../../../ui/sort-dropdown'
import type { OrdersColumn } from '../model/columns'
import { withFilter, withSort, type OrdersState } from '../model/orders-view'
import { OrderStatusBadge } from '../../shared/order-status-badge'
import { FilterPopover } from './filter-popover'
import { cardLabel, TABLE_CARDS_CLASS } from '../../../../ui/table-cards'
import { orDash } from '../../../../ui/empty-value'

interface Props {
  columns: OrdersColumn[]
  items: ApplicationSummary[]
  state: OrdersState
  onState: (state: OrdersState) => void
  /** Options of the select filters, by column accessor. */
  options: Partial<Record<OrdersColumn['key'], Array<{ value: string; label: string }>>>
}

type SortTitle = NonNullable<OrdersState['sortBy']>['title']

function cell(column: OrdersColumn, item: ApplicationSummary) {
  switch (column.key) {
    case 'number':
      return (
        <Anchor component={Link} to={paths.order(item.id)} fw={item.unread ? 700 : undefined}>
          № {item.number}
        </Anchor>
      )
    case 'subject':
      return (
        <Anchor component={Link} to={paths.order(item.id)} c="inherit" fw={item.unread ? 700 : undefined}>
          {item.subject}
        </Anchor>
      )
    case 'status':
      return <OrderStatusBadge status={item.status} />
    case 'system':
      return item.system.title
    case 'service':
      return item.service.title
    case 'authorFio':
      return orDash(item.authorFio)
    case 'authorPhone':
      return orDash(item.authorPhone)
    case 'createdAt':
      return formatDateTime(item.createdAt)
    case 'updatedAt':
      return formatDateTime(item.updatedAt)
  }
}

/**
 * The order list: each column with its filter (SPEC §3 kinds) and, where sortable, the sort dropdown of SPEC §9.
 * Unread rows are bold with a mark; the number and the subject lead to the order page.
 */
export function OrdersTable({ columns, items, state, onState, options }: Props) {
  const sortOf = (key: OrdersColumn['key']) => (state.sortBy?.title === key ? state.sortBy.sortOrder : null)
  return (
    <Table.ScrollContainer minWidth={columns.length > 7 ? 1100 : 900} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        data-testid="orders-table"
        data-leading-mark
        className={TABLE_CARDS_CLASS}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <VisuallyHidden>Непрочитанные</VisuallyHidden>
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
                <Group gap={2} wrap="nowrap">
                  {/* A title never breaks inside a word («Ном/ер»): the table scrolls sideways instead. */}
                  <Text span size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {column.title}
                  </Text>
                  {column.sortable && (
                    <SortDropdown
                      label={`Сортировка: ${column.title}`}
                      value={sortOf(column.key)}
                      withReset
                      onSort={(order) => onState(withSort(state, column.key as SortTitle, order))}
                    />
                  )}
                  <FilterPopover
                    column={column}
                    value={state.applicationFilter[column.key] ?? undefined}
                    options={options[column.key]}
                    onApply={(value) => onState(withFilter(state, column.key, value))}
                  />
                </Group>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="order-row" data-unread={item.unread || undefined}>
              <Table.Td>
                {item.unread && (
                  <Box
                    w={10}
                    h={10}
                    bg="red.7"
                    style={{ borderRadius: '50%' }}
                    role="img"
                    aria-label="Есть непрочитанные изменения"
                  />
                )}
              </Table.Td>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  {...cardLabel(column.title)}
                  style={column.key === 'subject' ? { minWidth: 200 } : undefined}
                >
                  {cell(column, item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
