import { Stack, Title } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { usePageParam } from '../../../lib/use-page-param'
import { PagedQueryList } from '../../../ui/paged-query-list'
import { useUserDataChanges } from '../api/get-user-data-changes'
import { UserDataChangesTable } from '../components/user-data-changes-table'
import { useDocumentTitle } from '../../../lib/use-document-title'

const PAGE_SIZES = [10, 25, 50, 100] as const

export const CHANGES_TEXTS = {
  loading: 'Список загружается...',
  error: 'При загрузке списка возникла техническая ошибка',
  empty: 'Изменения не найдены',
} as const

/** SPEC §2 User changes history: the signed-in user's own, or (for a platform Admin) the user named by `userId`. */
export function ChangeUserDataPage() {
  useDocumentTitle('История изменений данных')
  const [params] = useSearchParams()
  const userId = params.get('userId')
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const query = useUserDataChanges(userId, page, pageSize)

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        История изменений данных
      </Title>
      <PagedQueryList
        query={query}
        texts={CHANGES_TEXTS}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPagerChange={onPagerChange}
      >
        {(items) => <UserDataChangesTable items={items} />}
      </PagedQueryList>
    </Stack>
  )
}
