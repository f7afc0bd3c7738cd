import { Box, Stack, Table, Title } from '@mantine/core'
import { membershipStatusLabels, organizationRoleLabels } from '@psp/contracts'
import { useState } from 'react'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { StatusBadge } from '../../../ui/status-badge'
import { EMPLOYEE_ORGANIZATIONS_PAGE_SIZE, useEmployeeOrganizations } from '../api/get-employee-organizations'

export const EMPLOYEE_ORGANIZATIONS_TEXTS = {
  loading: 'Список организаций загружается...',
  empty: 'Организации не найдены',
  error: 'При загрузке списка организаций возникла техническая ошибка',
} as const
const TONE = { Accepted: 'success', Created: 'warning', Declined: 'danger' } as const

/** SPEC §2 employee organizations list, with its states; the pager only with more than one page. */
export function EmployeeOrganizations({ orgId, userId }: { orgId: string; userId: string }) {
  const [page, setPage] = useState(1)
  const query = useEmployeeOrganizations(orgId, userId, page)
  return (
    <Stack gap="sm" component="section" aria-labelledby="employee-organizations-title">
      <Title order={2} size="h4" id="employee-organizations-title">
        Организации сотрудника
      </Title>
      <QueryState
        query={query}
        loadingText={EMPLOYEE_ORGANIZATIONS_TEXTS.loading}
        emptyText={EMPLOYEE_ORGANIZATIONS_TEXTS.empty}
        error={{ title: EMPLOYEE_ORGANIZATIONS_TEXTS.error }}
      >
        {(data) => (
          <Stack gap="sm">
            <PagedList
              data={data}
              page={page}
              pageSize={EMPLOYEE_ORGANIZATIONS_PAGE_SIZE}
              pageSizes={[EMPLOYEE_ORGANIZATIONS_PAGE_SIZE]}
              onChange={(next) => setPage(next)}
              label="Страницы списка организаций"
            >
              {/* Focusable, so a keyboard can scroll the table where it is wider than a phone (axe
                  scrollable-region-focusable): its cells hold no control to scroll to. */}
              <Box
                style={{ overflowX: 'auto' }}
                tabIndex={0}
                role="region"
                aria-label="Таблица: Организации сотрудника"
              >
                <Table verticalSpacing="sm" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Организация</Table.Th>
                      <Table.Th scope="col">ИНН</Table.Th>
                      <Table.Th scope="col">Роль</Table.Th>
                      <Table.Th scope="col">Статус</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((o) => (
                      <Table.Tr key={o.organizationId}>
                        <Table.Td>{o.shortName}</Table.Td>
                        <Table.Td>{o.inn}</Table.Td>
                        <Table.Td>{organizationRoleLabels[o.role]}</Table.Td>
                        <Table.Td>
                          <StatusBadge tone={TONE[o.status]}>{membershipStatusLabels[o.status]}</StatusBadge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
            </PagedList>
          </Stack>
        )}
      </QueryState>
    </Stack>
  )
}
