import { Stack, Text, Title } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { usePageParam } from '../../../lib/use-page-param'
import { Pager } from '../../../ui/pager'
import { QueryState } from '../../../ui/query-state'
import { useUserDataChanges } from '../api/get-user-data-changes'
import { UserDataChangesTable } from '../components/user-data-changes-table'

const PAGE_SIZES = [10, 25, 50, 100] as const

export const CHANGES_TEXTS = {
  loading: 'Список загружается...',
  error: 'При загрузке списка возникла техническая ошибка',
  empty: 'Изменения не найдены',
} as const

/** SPEC §2 User changes history: the signed-in user's own, or (for a platform Admin) the user named by `userId`. */
export function ChangeUserDataPage() {
  const [params] = useSearchParams()
  const userId = params.get('userId')
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const query = useUserDataChanges(userId, page, pageSize)

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        История изменений данных
      </Title>
      <QueryState
        query={query}
        loadingText={CHANGES_TEXTS.loading}
        emptyText={CHANGES_TEXTS.empty}
        error={{ title: CHANGES_TEXTS.error }}
      >
        {(data) => (
          <Stack gap="sm">
            <Text fw={500}>Всего: {data.total}</Text>
            <UserDataChangesTable items={data.items} />
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
