import { Paper, Stack, Text, Title } from '@mantine/core'
import type { FeedbackCounts } from '@psp/contracts'
import { useState } from 'react'
import { formatDateTime } from '../../../lib/format-date'
import { formatNumber } from '../../../lib/format-number'
import { EmptyState } from '../../../ui/empty-state'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useArticleFeedbackSummary } from '../api/article-feedback'

const REASON_PAGE_SIZES = [10, 25, 50] as const

const counts = (c: FeedbackCounts) => `Да: ${formatNumber(c.yes)} · Нет: ${formatNumber(c.no)}`

/** The readers' answers to «Была ли статья полезна?» in the article editor: counts and the reasons given with «Нет». */
export function FeedbackSummary({ articleUuid }: { articleUuid: string }) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<number>(REASON_PAGE_SIZES[0])
  const summary = useArticleFeedbackSummary(articleUuid, page, pageSize)
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="feedback-summary-title">
      <Title order={2} size="h4" mb="sm" id="feedback-summary-title">
        Отзывы читателей
      </Title>
      <QueryState
        query={summary}
        loadingText="Отзывы загружаются..."
        error={{ title: 'При загрузке отзывов возникла техническая ошибка' }}
        isEmpty={() => false}
      >
        {(data) => (
          <Stack gap="sm">
            <Stack gap={2} data-testid="feedback-counts">
              <Text size="sm">
                Текущая версия ({data.version}): {counts(data.current)}
              </Text>
              <Text size="sm">Все версии: {counts(data.all)}</Text>
            </Stack>
            <Title order={3} size="h5">
              Чего не хватило читателям
            </Title>
            {data.reasons.total === 0 ? (
              <EmptyState text="Причин пока нет" />
            ) : (
              <PagedList
                data={data.reasons}
                page={page}
                pageSize={pageSize}
                pageSizes={REASON_PAGE_SIZES}
                label="Страницы причин"
                onChange={(nextPage, nextSize) => {
                  setPage(nextSize !== pageSize ? 1 : nextPage)
                  setPageSize(nextSize)
                }}
              >
                {/* A list rather than a table: the side column of the editor is narrow at every width. */}
                <Stack
                  component="ul"
                  gap="xs"
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                  aria-label="Причины ответов «Нет»"
                >
                  {data.reasons.items.map((r, i) => (
                    <li key={`${r.answeredAt}-${i}`}>
                      <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                        {r.reason}
                      </Text>
                      <Text size="xs" c="gray.7">
                        Версия {r.version} · {formatDateTime(r.answeredAt)}
                      </Text>
                    </li>
                  ))}
                </Stack>
              </PagedList>
            )}
          </Stack>
        )}
      </QueryState>
    </Paper>
  )
}
