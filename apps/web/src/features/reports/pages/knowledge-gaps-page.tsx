import { Anchor, Box, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  can,
  FETCH_DEBOUNCE_MS,
  knowledgeGapDescriptions,
  knowledgeGapLabels,
  REPORT_PAGE_SIZES,
  type KnowledgeGapRow,
} from '@psp/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '../../../lib/api-client'
import { useCurrentUser } from '../../../lib/current-user'
import { formatDateTime } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { DateRangeField } from '../../../ui/date-range-field'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useExportKnowledgeGaps, useKnowledgeGaps } from '../api/knowledge-gaps'
import { defaultPeriod, filterOf } from '../model/default-period'
import { REPORT_TEXTS } from '../model/report-texts'
import { useDebouncedContent } from '../../../lib/use-debounced-content'
import { UnhelpfulArticlesSection } from '../components/unhelpful-articles-section'
import { useDocumentTitle } from '../../../lib/use-document-title'

const COUNTS: Array<keyof KnowledgeGapRow> = [
  'searchesCount',
  'noResultsCount',
  'notOpenedCount',
  'followedByApplicationCount',
]

/**
 * «Пробелы базы знаний» (beyond SPEC): searches that found nothing, whose results nobody opened, or that the user
 * followed within the hour with an application, grouped by query. An Admin opens a new article titled by the query.
 */
export function KnowledgeGapsPage() {
  useDocumentTitle('Пробелы базы знаний')
  const { data: user } = useCurrentUser()
  const author = user ? can({ userId: user.id, role: user.role }, 'knowledgeBase.author') : false
  const [period, setPeriod] = useState(defaultPeriod)
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<number>(REPORT_PAGE_SIZES[0])
  const filterByDate = filterOf(period)
  const params = useDebouncedContent(
    filterByDate ? { page, itemsPerPage: pageSize, filterByDate } : null,
    FETCH_DEBOUNCE_MS,
  )
  const gaps = useKnowledgeGaps(params)
  const exporter = useExportKnowledgeGaps()

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Пробелы базы знаний
      </Title>
      <Stack gap={4} c="gray.7">
        <Text>Два вида пробелов за выбранный период:</Text>
        <Text component="ul" m={0} style={{ paddingInlineStart: '1.25rem' }}>
          <li>
            поиски — запросы, которые ничего не нашли, результаты которых никто не открыл, и поиски, после которых в
            течение часа была создана заявка (считаются поиски);
          </li>
          <li>
            статьи, которые не помогли, — статьи, на вопрос «Была ли статья полезна?» под которыми читатели ответили
            «Нет» (считаются читатели: последний ответ каждого на каждую версию статьи).
          </li>
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Box w={340}>
            <DateRangeField
              label="Период"
              required
              value={period}
              onChange={(next) => {
                setPeriod(next)
                setPage(1)
              }}
            />
          </Box>
          <Button
            disabled={!filterByDate}
            loading={exporter.isPending}
            onClick={() =>
              filterByDate &&
              exporter.mutate(filterByDate, {
                onError: (e) =>
                  notifications.show({
                    color: 'red',
                    message: e instanceof ApiError ? e.message : 'Не удалось выгрузить отчет',
                  }),
              })
            }
          >
            Выгрузить в XLSX
          </Button>
        </Group>
      </Paper>
      <Title order={2} size="h3">
        Поиски
      </Title>
      <QueryState
        query={gaps}
        loadingText={REPORT_TEXTS.loading}
        emptyText={REPORT_TEXTS.empty}
        error={{
          title: REPORT_TEXTS.errorTitle,
          text: REPORT_TEXTS.errorText,
          onRetry: () => window.location.reload(),
        }}
      >
        {(data) => (
          <Stack gap="md">
            <PagedList
              data={data}
              page={page}
              pageSize={pageSize}
              pageSizes={REPORT_PAGE_SIZES}
              threshold={REPORT_PAGE_SIZES[0]}
              label="Страницы отчета"
              onChange={(nextPage, nextSize) => {
                setPage(nextSize !== pageSize ? 1 : nextPage)
                setPageSize(nextSize)
              }}
            >
              {/* Focusable, so a keyboard can scroll a wide report (axe scrollable-region-focusable). */}
              <Box
                style={{ overflowX: 'auto' }}
                tabIndex={0}
                role="region"
                aria-label={`Таблица: ${'Пробелы базы знаний'}`}
              >
                <Table striped withTableBorder miw={900} aria-label="Пробелы базы знаний">
                  <Table.Thead>
                    <Table.Tr>
                      <ColumnTitle column="query" />
                      {COUNTS.map((key) => (
                        <ColumnTitle key={key} column={key} />
                      ))}
                      <ColumnTitle column="lastSearchedAt" />
                      {author && <Table.Th>Статья</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((row) => (
                      <Table.Tr key={row.query}>
                        <Table.Td>{row.query}</Table.Td>
                        {COUNTS.map((key) => (
                          <Table.Td key={key}>{row[key]}</Table.Td>
                        ))}
                        <Table.Td>{formatDateTime(row.lastSearchedAt)}</Table.Td>
                        {author && (
                          <Table.Td>
                            <Anchor component={Link} to={`${paths.articleNew}?title=${encodeURIComponent(row.query)}`}>
                              Написать статью
                            </Anchor>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
            </PagedList>
          </Stack>
        )}
      </QueryState>
      <UnhelpfulArticlesSection filterByDate={filterByDate} author={author} />
    </Stack>
  )
}

/** A column's title with what exactly it counts below it, so the numbers are read as they are meant. */
function ColumnTitle({ column }: { column: keyof KnowledgeGapRow }) {
  return (
    <Table.Th>
      {knowledgeGapLabels[column]}
      <Text size="xs" fw={400}>
        {knowledgeGapDescriptions[column]}
      </Text>
    </Table.Th>
  )
}
