import { Stack, Title } from '@mantine/core'
import { Navigate, useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { EmptyState } from '../../../ui/empty-state'
import { QueryState } from '../../../ui/query-state'
import { useByTagRedirect } from '../api/get-by-tag-redirect'
import { articleHref } from '../components/article-link-list'
import { useDocumentTitle } from '../../../lib/use-document-title'

/**
 * /knowledge-base/by-tag-redirect?tag: an external system sends a user to a tag's articles. One article opens it,
 * several are listed, none shows an empty state. The tag travels on as `fromTag`, the tag the user arrived with.
 */
export function ByTagRedirectPage() {
  useDocumentTitle('Статьи по тегу')
  const [params] = useSearchParams()
  const tag = (params.get('tag') ?? '').trim()
  const query = useByTagRedirect(tag)
  const found = query.data?.tag && query.data.total > 0 ? query.data : null

  if (found?.article && found.total === 1) return <Navigate to={articleHref(found.article, tag)} replace />
  if (found?.tag) return <Navigate to={paths.articlesByTag(found.tag.id, found.tag.title, tag)} replace />
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        Статьи по тегу
      </Title>
      {tag ? (
        // Reaching the children means the tag resolved to nothing: the redirects above handle every other answer.
        <QueryState query={query} isEmpty={() => true}>
          {() => null}
        </QueryState>
      ) : (
        <EmptyState />
      )}
    </Stack>
  )
}
