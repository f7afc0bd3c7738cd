import { Box, Table, Text } from '@mantine/core'
import { reportColumns, type ArticleStatRow, type FixedReportRow, type ReportCell } from '@psp/contracts'
import { formatDateTime } from '../../../lib/format-date'
import type { ReportView } from '../model/views'
import { cardLabel, TABLE_CARDS_CLASS } from '../../../ui/table-cards'

/** A report cell as the screen writes it; the columns themselves are the contract's, the same as in the XLSX file. */
const text = (cell: ReportCell) => (typeof cell === 'object' ? formatDateTime(cell.moment) : cell)

export function ReportTable({ view, items }: { view: ReportView; items: Array<FixedReportRow | ArticleStatRow> }) {
  const columns = reportColumns(view.fixedType, view.properties)
  // Focusable, so a keyboard can scroll a wide report (axe scrollable-region-focusable).
  return (
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={`Таблица: ${view.name || 'Несохраненный отчет'}`}
    >
      <Table striped withTableBorder aria-label={view.name || 'Несохраненный отчет'} className={TABLE_CARDS_CLASS}>
        <Table.Thead>
          <Table.Tr>
            {columns.map(({ header, description }) => (
              <Table.Th key={header}>
                {header}
                {description && (
                  <Text size="xs" fw={400} miw={180}>
                    {description}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row, i) => (
            <Table.Tr key={'id' in row ? row.id : i}>
              {columns.map(({ header, cell }) => (
                <Table.Td key={header} {...cardLabel(header)}>
                  {text(cell(row as FixedReportRow & ArticleStatRow))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  )
}
