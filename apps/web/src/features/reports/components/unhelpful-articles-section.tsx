import { Anchor, Box, Stack, Table, Text, Title } from '@mantine/core'
import {
  FETCH_DEBOUNCE_MS,
  REPORT_PAGE_SIZES,
  unhelpfulArticleDescriptions,
  unhelpfulArticleLabels,
  type DateFilter,
  type UnhelpfulArticleRow,
} from '@psp/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { useDebouncedContent } from '../../../lib/use-debounced-content'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useUnhelpfulArticles } from '../api/knowledge-gaps'
import { REPORT_TEXTS } from '../model/report-texts'
import { DASH } from '../../../ui/empty-value'

type Column = keyof typeof unhelpfulArticleLabels
const COLUMNS = Object.keys(unhelpfulArticleLabels) as Column[]

/**
 * The second kind of gap (ADR 0033): articles readers answered «Нет» about in the period, with how many and what they
 * missed. An author opens the article's editor from its title, anyone else the article.
 */
export function UnhelpfulArticlesSection({
  filterByDate,
  author,
}: {
  filterByDate: DateFilter | null
  author: boolean
}) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<number>(REPORT_PAGE_SIZES[0])
  const params = useDebouncedContent(
    filterByDate ? { page, itemsPerPage: pageSize, filterByDate } : null,
    FETCH_DEBOUNCE_MS,
  )
  const articles = useUnhelpfulArticles(params)
  return (
    <Stack gap="sm" component="section" aria-labelledby="unhelpful-articles-title">
      <Title order={2} size="h3" id="unhelpful-articles-title">
        Статьи, которые не помогли
      </Title>
      <QueryState
        query={articles}
        loadingText={REPORT_TEXTS.loading}
        emptyText="За период никто не ответил «Нет»"
        error={{ title: REPORT_TEXTS.errorTitle, text: REPORT_TEXTS.errorText }}
      >
        {(data) => (
          <PagedList
            data={data}
            page={page}
            pageSize={pageSize}
            pageSizes={REPORT_PAGE_SIZES}
            threshold={REPORT_PAGE_SIZES[0]}
            label="Страницы статей, которые не помогли"
            onChange={(nextPage, nextSize) => {
              setPage(nextSize !== pageSize ? 1 : nextPage)
              setPageSize(nextSize)
            }}
          >
            <Box
              style={{ overflowX: 'auto' }}
              tabIndex={0}
              role="region"
              aria-label="Таблица: статьи, которые не помогли"
            >
              <Table striped withTableBorder miw={900} aria-label="Статьи, которые не помогли">
                <Table.Thead>
                  <Table.Tr>
                    {COLUMNS.map((column) => (
                      <Table.Th key={column}>
                        {unhelpfulArticleLabels[column]}
                        <Text size="xs" fw={400} miw={140}>
                          {unhelpfulArticleDescriptions[column]}
                        </Text>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((row) => (
                    <Table.Tr key={row.articleUuid}>
                      {COLUMNS.map((column) => (
                        <Table.Td key={column} style={{ overflowWrap: 'break-word' }}>
                          <Cell row={row} column={column} author={author} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          </PagedList>
        )}
      </QueryState>
    </Stack>
  )
}

function Cell({ row, column, author }: { row: UnhelpfulArticleRow; column: Column; author: boolean }) {
  switch (column) {
    case 'articleTitle':
      return (
        <Anchor
          component={Link}
          to={author ? paths.articleEdit(row.articleUuid) : paths.articleDetails({ article: row.articleUuid })}
        >
          {row.articleTitle}
        </Anchor>
      )
    case 'latestReasons':
      return row.latestReasons.length ? (
        <Stack gap={4} component="ul" style={{ margin: 0, paddingInlineStart: '1rem' }}>
          {row.latestReasons.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </Stack>
      ) : (
        DASH
      )
    case 'lastAnsweredAt':
      return formatDateTime(row.lastAnsweredAt)
    default:
      return row[column]
  }
}
