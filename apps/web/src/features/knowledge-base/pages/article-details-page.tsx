import { Grid, Stack } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useArticle } from '../api/get-article'
import { ArticleFeedback } from '../components/article-feedback'
import { ArticleView } from '../components/article-view'
import { KbNotFound } from '../components/kb-not-found'
import { ArticleBreadcrumbs, ServiceNav } from '../components/service-nav'
import { useCan } from '../../../lib/use-can'
import { useDocumentTitle } from '../../../lib/use-document-title'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const uuidOrUndefined = (v: string | null) => (v && UUID.test(v) ? v : undefined)

const ArticleNotFound = () => <KbNotFound text="Статья не найдена" />

/** /knowledge-base/details?article&system&service: the article inside its system → service navigation. */
export function ArticleDetailsPage() {
  const [params] = useSearchParams()
  const articleUuid = uuidOrUndefined(params.get('article'))
  if (!articleUuid) return <ArticleNotFound />
  return (
    <ArticleDetails
      articleUuid={articleUuid}
      systemUuid={uuidOrUndefined(params.get('system'))}
      serviceUuid={uuidOrUndefined(params.get('service'))}
      fromTag={params.get('fromTag') || undefined}
    />
  )
}

interface ArticleDetailsProps {
  articleUuid: string
  systemUuid?: string
  serviceUuid?: string
  fromTag?: string
}

function ArticleDetails({ articleUuid, systemUuid, serviceUuid, fromTag }: ArticleDetailsProps) {
  // Authors see every system and service (empty ones too) and the authoring controls.
  const canAuthor = useCan('knowledgeBase.author')
  const query = useArticle({ articleUuid, systemUuid, serviceUuid, tagFromExternal: fromTag })
  useDocumentTitle(query.data?.title ?? 'Статья')
  let content
  if (query.isPending || (query.isError && query.isFetching)) content = <LoadingState />
  else if (query.isError) {
    const notFound = isApiError(query.error) && ['ArticleNotFound', 'NotFound'].includes(query.error.code)
    content = notFound ? <ArticleNotFound /> : <ErrorPanel onRetry={() => void query.refetch()} />
  } else {
    const article = query.data
    content = (
      <Stack gap="md">
        <ArticleBreadcrumbs system={article.system} service={article.service} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <ArticleView article={article} canAuthor={canAuthor} fromTag={fromTag} />
              <ArticleFeedback articleUuid={article.uuid} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
            <ServiceNav system={article.system} service={article.service} activeUuid={article.uuid} fromTag={fromTag} />
          </Grid.Col>
        </Grid>
      </Stack>
    )
  }
  return (
    <Stack p="md" gap="md">
      {content}
    </Stack>
  )
}
