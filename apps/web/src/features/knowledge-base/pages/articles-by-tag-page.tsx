import { Anchor, Stack, Text, Title } from '@mantine/core'
import { Link, useParams, useSearchParams } from 'react-router'
import { formatDate } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { usePageParam } from '../../../lib/use-page-param'
import { formatNumber } from '../../../lib/format-number'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useArticlesByTag } from '../api/get-articles-by-tag'
import { ArticleLinkList } from '../components/article-link-list'
import { KbNotFound } from '../components/kb-not-found'

const PAGE_SIZES = [10, 20, 50, 100] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An unknown tag (a stale link, a tag whose last article is gone) is not a technical fault. */
const TagNotFound = () => <KbNotFound text="Тег не найден" />

/** /knowledge-base/articles-by-tag/{id}?tag: the articles having a tag, paged by the `page` query parameter. */
export function ArticlesByTagPage() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const tagTitle = params.get('tag') ?? ''
  const fromTag = params.get('fromTag') || undefined
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const validId = UUID.test(id)
  const query = useArticlesByTag({ tagId: id, tag: tagTitle || undefined, page, itemsPerPage: pageSize }, validId)
  const title = query.data?.tag.title ?? tagTitle
  const heading = title ? `Статьи с тегом «${title}»` : 'Статьи по тегу'
  useDocumentTitle(heading)

  return (
    <Stack p="md" gap="md">
      <Anchor component={Link} to={paths.knowledgeBase} size="sm">
        ← База знаний
      </Anchor>
      <Title order={1} size="h2">
        {heading}
      </Title>
      {!validId ? (
        <TagNotFound />
      ) : (
        <QueryState query={query} isEmpty={(data) => data.total === 0} notFound={<TagNotFound />}>
          {(data) => (
            <Stack gap="md">
              <Text c="gray.7">Всего: {formatNumber(data.total)}</Text>
              <PagedList data={data} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onChange={onPagerChange}>
                <ArticleLinkList
                  articles={data.items}
                  withPlace
                  fromTag={fromTag}
                  describe={(a) => `Изменено ${formatDate(a.updatedAt)}`}
                />
              </PagedList>
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  )
}
