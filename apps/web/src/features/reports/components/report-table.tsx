import { Box, Table } from '@mantine/core'
import {
  articleEventTypeLabels,
  externalUserFlagLabels,
  organizationRoleLabels,
  reportPropertyLabels,
  type ArticleStatRow,
  type FixedReportRow,
  type FixedReportType,
  type ReportPropertyTitle,
} from '@psp/contracts'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../lib/format-date'
import { columnsOf, type ReportView } from '../model/views'

type Cell<R> = [header: string, cell: (row: R) => ReactNode]
const yesNo = (v: boolean) => (v ? 'Да' : 'Нет')
const dash = (v: string | null) => v || '—'

/** SPEC §2 Article reports: the columns of each fixed report. */
const FIXED_COLUMNS: Record<FixedReportType, Array<Cell<never>>> = {
  ClicksOnArticleBySystemAndTagsReport: [
    ['Система/сервис', (r: { systemService: string }) => r.systemService],
    ['Статья', (r: { articleTitle: string }) => r.articleTitle],
    ['Теги статьи', (r: { tags: string[] }) => r.tags.join(', ') || '—'],
    ['Выбранный тег', (r: { tag: string }) => r.tag],
    ['Количество переходов', (r: { viewsCount: number }) => r.viewsCount],
  ],
  ClicksOnArticleBySystemReport: [
    ['Система/сервис', (r: { systemService: string }) => r.systemService],
    ['Статья', (r: { articleTitle: string }) => r.articleTitle],
    ['Техподдержка/пользователи', (r: { isTech: boolean }) => (r.isTech ? 'Техподдержка' : 'Пользователи')],
    ['Просмотры', (r: { viewsCount: number }) => r.viewsCount],
    ['Создано заявок', (r: { applicationsCreateCount: number }) => r.applicationsCreateCount],
  ],
  ClicksOnArticleByUserReport: [
    ['Пользователь', (r: { userName: string }) => r.userName],
    ['Система входа', (r: { userSystem: string }) => r.userSystem],
    ['Система/сервис', (r: { systemService: string }) => r.systemService],
    ['Статья', (r: { articleTitle: string }) => r.articleTitle],
    ['Просмотры', (r: { viewsCount: number }) => r.viewsCount],
    ['Создано заявок', (r: { applicationsCreateCount: number }) => r.applicationsCreateCount],
  ],
  ClicksOnTagReport: [
    ['Тег в информационной системе', (r: { titleTag: string }) => r.titleTag],
    ['Количество переходов', (r: { viewsCount: number }) => r.viewsCount],
  ],
}

/** A stat-row property as the table shows it (eventType with SPEC §3's labels). */
const PROPERTY_CELL: Record<ReportPropertyTitle, (r: ArticleStatRow) => ReactNode> = {
  userFio: (r) => r.userFio,
  organizationName: (r) => dash(r.organizationName),
  organizationUserRole: (r) => (r.organizationUserRole ? organizationRoleLabels[r.organizationUserRole] : '—'),
  loginSystem: (r) => r.loginSystem,
  articleTitle: (r) => r.articleTitle,
  isApplicationCreate: (r) => yesNo(r.isApplicationCreate),
  externalUserFlag: (r) => externalUserFlagLabels[r.externalUserFlag],
  isTechSupportEmployee: (r) => yesNo(r.isTechSupportEmployee),
  tags: (r) => r.tags.join(', ') || '—',
  tagFromArticle: (r) => dash(r.tagFromArticle),
  tagsFromAisEcpe: (r) => dash(r.tagsFromAisEcpe),
  eventDateTime: (r) => formatDateTime(r.eventDateTime),
  eventType: (r) => articleEventTypeLabels[r.eventType],
}

function columnsFor(view: ReportView): Array<Cell<FixedReportRow & ArticleStatRow>> {
  if (view.fixedType) return FIXED_COLUMNS[view.fixedType] as Array<Cell<FixedReportRow & ArticleStatRow>>
  return columnsOf(view).map((p) => [reportPropertyLabels[p.title], PROPERTY_CELL[p.title]])
}

export function ReportTable({ view, items }: { view: ReportView; items: Array<FixedReportRow | ArticleStatRow> }) {
  const columns = columnsFor(view)
  // Focusable, so a keyboard can scroll a wide report (axe scrollable-region-focusable).
  return (
    <Box
      style={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={`Таблица: ${view.name || 'Несохраненный отчет'}`}
    >
      <Table striped withTableBorder aria-label={view.name || 'Несохраненный отчет'}>
        <Table.Thead>
          <Table.Tr>
            {columns.map(([header]) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((row, i) => (
            <Table.Tr key={'id' in row ? row.id : i}>
              {columns.map(([header, cell]) => (
                <Table.Td key={header}>{cell(row as FixedReportRow & ArticleStatRow)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  )
}
