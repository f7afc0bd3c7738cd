import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link, useParams, useSearchParams } from 'react-router'
import { formatDate } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { usePageParam } from '../../../lib/use-page-param'
import { Pager } from '../../../ui/pager'
import { QueryState } from '../../../ui/query-state'
import { useArticlesByTag } from '../api/get-articles-by-tag'
import { ArticleLinkList } from '../components/article-link-list'

const PAGE_SIZES = [10, 20, 50, 100] as const

/** /knowledge-base/articles-by-tag/{id}?tag: the articles having a tag, paged by the `page` query parameter. */
export function ArticlesByTagPage() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const tagTitle = params.get('tag') ?? ''
  const fromTag = params.get('fromTag') || undefined
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const query = useArticlesByTag({ tagId: id, tag: tagTitle || undefined, page, itemsPerPage: pageSize })
  const title = query.data?.tag.title ?? tagTitle

  return (
    <Stack p="md" gap="md">
      <Anchor component={Link} to={paths.knowledgeBase} size="sm">
        ← База знаний
      </Anchor>
      <Title order={1} size="h2">
        {title ? `Статьи с тегом «${title}»` : 'Статьи по тегу'}
      </Title>
      <QueryState query={query}>
        {(data) => (
          <Stack gap="md">
            <Text c="gray.7">Всего: {data.total}</Text>
            <ArticleLinkList
              articles={data.items}
              withPlace
              fromTag={fromTag}
              describe={(a) => `Изменено ${formatDate(a.updatedAt)}`}
            />
            <Pager
              page={page}
              pageSize={pageSize}
              total={data.total}
              pagesCount={data.pagesCount}
              pageSizes={PAGE_SIZES}
              onChange={onPagerChange}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  )
}
