import { Paper, Stack, Title } from '@mantine/core'
import type { ArticleSummary } from '@psp/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { formatDate } from '../../../lib/format-date'
import { LoadingState } from '../../../ui/loading-state'
import { QueryState } from '../../../ui/query-state'
import { useImportantInfo } from '../api/get-important-info'
import { useLastModifiedArticles } from '../api/get-last-modified-articles'
import { usePopularArticles } from '../api/get-popular-articles'
import { ArticleLinkList } from './article-link-list'

interface ShortListProps {
  title: string
  query: UseQueryResult<ArticleSummary[]>
  describe?: (a: ArticleSummary) => ReactNode
}

function ShortList({ title, query, describe }: ShortListProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <QueryState query={query}>
        {(articles) => <ArticleLinkList articles={articles} describe={describe} withPlace />}
      </QueryState>
    </Paper>
  )
}

/**
 * The main page's side column: important information, then the last-modified and popular articles of the system.
 * The three lists start loading at once but show together, once all have answered and `ready` says the content above
 * the column (on a phone: the services) has arrived too: a list growing above another would push it down while the
 * reader looks at it (layout shift). Each list still shows its own error or empty state.
 */
export function SidePanel({ systemUuid, ready = true }: { systemUuid?: string; ready?: boolean }) {
  const important = useImportantInfo()
  const lastModified = useLastModifiedArticles(systemUuid)
  const popular = usePopularArticles(systemUuid)
  if (!ready || [important, lastModified, popular].some((q) => q.isPending)) return <LoadingState />
  return (
    <Stack gap="md">
      <ShortList title="Важная информация" query={important} />
      <ShortList
        title="Последние изменения"
        query={lastModified}
        describe={(a) => `Изменено ${formatDate(a.updatedAt)}`}
      />
      <ShortList title="Популярные статьи" query={popular} describe={(a) => `Просмотров: ${a.viewsCount}`} />
    </Stack>
  )
}
