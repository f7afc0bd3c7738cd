import { Group, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { usePageParam } from '../../../lib/use-page-param'
import { AppButton } from '../../../ui/app-button'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useMyOrganizations } from '../api/get-my-organizations'
import { useSetDefaultOrganization } from '../api/set-default-organization'
import { JoinOrganizationModal } from '../components/join-organization-modal'
import { MyOrganizationsTable } from '../components/my-organizations-table'
import { useDocumentTitle } from '../../../lib/use-document-title'

const PAGE_SIZES = [10, 25, 50, 100] as const

export const MY_ORGANIZATIONS_TEXTS = {
  loading: 'Список организаций загружается...',
  empty: 'Организации не найдены',
  error: 'При загрузке списка организаций возникла техническая ошибка',
} as const

/** `/my-organizations`: the user's memberships, the default choice, and joining an organization by INN. */
export function MyOrganizationsPage() {
  useDocumentTitle('Мои организации')
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const query = useMyOrganizations(page, pageSize)
  const setDefault = useSetDefaultOrganization()
  const [joining, setJoining] = useState(false)
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Мои организации
        </Title>
        <AppButton onClick={() => setJoining(true)}>Присоединиться к организации</AppButton>
      </Group>
      <QueryState
        query={query}
        loadingText={MY_ORGANIZATIONS_TEXTS.loading}
        emptyText={MY_ORGANIZATIONS_TEXTS.empty}
        error={{ title: MY_ORGANIZATIONS_TEXTS.error }}
      >
        {(data) => (
          <Stack gap="sm">
            <PagedList data={data} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onChange={onPagerChange}>
              <MyOrganizationsTable
                items={data.items}
                pendingId={setDefault.isPending ? (setDefault.variables?.organizationId ?? null) : null}
                onSetDefault={(organizationId) => setDefault.mutate({ organizationId, isDefault: true })}
              />
            </PagedList>
          </Stack>
        )}
      </QueryState>
      <JoinOrganizationModal opened={joining} onClose={() => setJoining(false)} />
    </Stack>
  )
}
