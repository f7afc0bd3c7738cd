import { Anchor, Group, Stack, Table, TextInput, Title } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { organizationStatusLabels, type OrganizationListItem } from '@psp/contracts'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { usePageParam } from '../../../lib/use-page-param'
import { AppButton } from '../../../ui/app-button'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { StatusBadge } from '../../../ui/status-badge'
import { useDecideOrganization } from '../api/decide-organization'
import { useAllOrganizations } from '../api/get-all-organizations'
import { LIST_SEARCH_MAX } from '@psp/contracts/limits'
import { overLimitError } from '../../../ui/text-limit'
import { cardLabel, TABLE_CARDS_CLASS } from '../../../ui/table-cards'
import { useDocumentTitle } from '../../../lib/use-document-title'

const PAGE_SIZES = [10, 25, 50, 100] as const
/** The history state of an address the search box led to. */
const FROM_SEARCH_BOX = 'search-box'
const TONE = { Accepted: 'success', Created: 'warning', Declined: 'danger' } as const

export const ORGANIZATIONS_TEXTS = {
  loading: 'Список организаций загружается...',
  empty: 'Организации не найдены',
  error: 'При загрузке списка организаций возникла техническая ошибка',
} as const

/**
 * `/organizations` and `/organizations/search?search=…` (platform Admins): every organization by name and INN, rows
 * linking to the organization page; a registration waiting for a decision can be confirmed or declined here.
 */
export function OrganizationsAdminPage() {
  useDocumentTitle('Организации')
  const [params] = useSearchParams()
  const urlSearch = params.get('search') ?? ''
  const navigate = useNavigate()
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const [text, setText] = useState(urlSearch)
  const query = useAllOrganizations(page, pageSize, urlSearch)
  const decide = useDecideOrganization()
  const [deciding, setDeciding] = useState<{ org: OrganizationListItem; status: 'Accepted' | 'Declined' } | null>(null)

  // What the user typed leads the address once typing pauses; only typing does, so that a link to /organizations
  // (the address changing under the same page) is not undone by the text still in the box.
  const applySearch = useDebouncedCallback((typed: string) => {
    const search = typed.trim()
    // The box has been set from the address since (below): the address leads. Over the limit the box says so.
    if (typed !== text || search === urlSearch || overLimitError(search, LIST_SEARCH_MAX)) return
    navigate(search ? `${paths.organizationsSearch}?search=${encodeURIComponent(search)}` : paths.organizations, {
      replace: true,
      state: FROM_SEARCH_BOX,
    })
  }, 300)
  // And the box follows the address when the address changes by itself (adjusting state while rendering). An address
  // the box led to is not, even when it arrives after more typing.
  const location = useLocation()
  const [seenLocation, setSeenLocation] = useState(location.key)
  if (seenLocation !== location.key) {
    setSeenLocation(location.key)
    if (location.state !== FROM_SEARCH_BOX && text.trim() !== urlSearch) setText(urlSearch)
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Организации
      </Title>
      <TextInput
        label="Поиск по наименованию или ИНН"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        error={overLimitError(text.trim(), LIST_SEARCH_MAX)}
        onChange={(e) => {
          setText(e.currentTarget.value)
          applySearch(e.currentTarget.value)
        }}
        maw={420}
      />
      <QueryState
        query={query}
        loadingText={ORGANIZATIONS_TEXTS.loading}
        emptyText={ORGANIZATIONS_TEXTS.empty}
        error={{ title: ORGANIZATIONS_TEXTS.error }}
      >
        {(data) => (
          <Stack gap="sm">
            <PagedList data={data} page={page} pageSize={pageSize} pageSizes={PAGE_SIZES} onChange={onPagerChange}>
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" striped highlightOnHover className={TABLE_CARDS_CLASS}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Наименование организации</Table.Th>
                      <Table.Th scope="col">ИНН</Table.Th>
                      <Table.Th scope="col">Регистрация</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((org) => (
                      <Table.Tr key={org.organizationId} data-testid="organization-row">
                        <Table.Td {...cardLabel('Наименование организации')}>
                          <Anchor component={Link} to={paths.organization(org.organizationId)}>
                            {org.shortName}
                          </Anchor>
                        </Table.Td>
                        <Table.Td {...cardLabel('ИНН')}>{org.inn}</Table.Td>
                        <Table.Td {...cardLabel('Регистрация')}>
                          {org.status === 'Created' ? (
                            <Group gap="xs">
                              <StatusBadge
                                tone="warning"
                                tooltip={
                                  org.requestedBy
                                    ? `Заявитель: ${org.requestedBy.fio} (${org.requestedBy.email})`
                                    : undefined
                                }
                              >
                                {organizationStatusLabels.Created}
                              </StatusBadge>
                              <AppButton size="xs" onClick={() => setDeciding({ org, status: 'Accepted' })}>
                                Подтвердить
                              </AppButton>
                              <AppButton
                                size="xs"
                                kind="danger"
                                onClick={() => setDeciding({ org, status: 'Declined' })}
                              >
                                Отклонить
                              </AppButton>
                            </Group>
                          ) : (
                            <StatusBadge tone={TONE[org.status]}>{organizationStatusLabels[org.status]}</StatusBadge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </PagedList>
          </Stack>
        )}
      </QueryState>
      <ConfirmModal
        opened={!!deciding}
        onClose={() => setDeciding(null)}
        kind={deciding?.status === 'Declined' ? 'danger' : 'primary'}
        title={deciding?.status === 'Declined' ? 'Отклонить регистрацию' : 'Подтвердить регистрацию'}
        confirmLabel={deciding?.status === 'Declined' ? 'Отклонить' : 'Подтвердить'}
        loading={decide.isPending}
        onConfirm={() =>
          deciding &&
          decide.mutate(
            { id: deciding.org.organizationId, status: deciding.status },
            { onSettled: () => setDeciding(null) },
          )
        }
      >
        {deciding &&
          (deciding.status === 'Accepted'
            ? `Подтвердить организацию ${deciding.org.shortName} (ИНН ${deciding.org.inn})? Заявитель станет ее администратором.`
            : `Отклонить регистрацию организации ${deciding.org.shortName} (ИНН ${deciding.org.inn})?`)}
      </ConfirmModal>
      {decide.isError && <ErrorNote />}
    </Stack>
  )
}

function ErrorNote() {
  return (
    <Title order={2} size="h6" c="red" role="alert">
      Не удалось сохранить решение. Попробуйте повторить позднее.
    </Title>
  )
}
