import { Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import type { Employee, Organization } from '@psp/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { invalidateResource } from '../../../lib/query-keys'
import { usePageParam } from '../../../lib/use-page-param'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useEmployees } from '../api/get-employees'
import { DEFAULT_VIEW, EMPLOYEE_PAGE_SIZES, employeesRequest, type EmployeesView } from '../model/employees-view'
import { EmployeesTable, type EmployeeAction } from './employees-table'
import { EmployeeActionDialog } from './employee-action-dialog'
import { LIST_SEARCH_MAX } from '@psp/contracts/limits'
import { overLimitError } from '../../../ui/text-limit'

export const EMPLOYEES_TEXTS = {
  empty: 'Сотрудники не найдены',
  loading: 'Список сотрудников загружается...',
  error: 'При загрузке списка сотрудников возникла техническая ошибка',
} as const

interface Props {
  organization: Organization
  canManage: boolean
  currentUserId: string | null
  actingFullName: string
  /** False while the `confirm` modal is open: the list is not loaded then (SPEC §2). */
  enabled: boolean
}

/** The organization's employee list with search, per-column filters, sort, paging and the Admin's actions. */
export function EmployeesSection({ organization, canManage, currentUserId, actingFullName, enabled }: Props) {
  const client = useQueryClient()
  const { page, pageSize, resetPage, onPagerChange } = usePageParam({ pageSizes: EMPLOYEE_PAGE_SIZES })
  const [view, setView] = useState<EmployeesView>(DEFAULT_VIEW)
  const [searchText, setSearchText] = useState('')
  const [action, setAction] = useState<{ kind: EmployeeAction; employee: Employee } | null>(null)
  const [params] = useSearchParams()
  // The page's `error` test query forces the list's simulated error (SPEC §2).
  const request = employeesRequest(view, page, pageSize, params.get('error'))
  const query = useEmployees(organization.organizationId, request, enabled)

  const changeView = (next: EmployeesView) => {
    setView(next)
    resetPage()
  }
  // The typed search is applied once typing pauses, and a changed one starts again at page 1.
  const applySearch = useDebouncedCallback((search: string) => {
    // Over the limit the box says so and the list stays as it was (never a cut search, SPEC §5).
    if (overLimitError(search, LIST_SEARCH_MAX)) return
    if (search !== view.search) changeView({ ...view, search })
  }, 300)
  const finished = () => {
    setAction(null)
    void invalidateResource(client, 'organizations')
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="employees-title">
      <Title order={2} size="h4" id="employees-title">
        Сотрудники
      </Title>
      <TextInput
        label="Поиск сотрудников"
        placeholder="ФИО, телефон или email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        error={overLimitError(searchText, LIST_SEARCH_MAX)}
        onChange={(e) => {
          setSearchText(e.currentTarget.value)
          applySearch(e.currentTarget.value)
        }}
        maw={420}
      />
      <QueryState
        query={query}
        loadingText={EMPLOYEES_TEXTS.loading}
        emptyText={EMPLOYEES_TEXTS.empty}
        error={{ title: EMPLOYEES_TEXTS.error }}
        isEmpty={(data) => data.total === 0 && !hasFilters(view)}
      >
        {(data) => (
          <Stack gap="sm">
            <PagedList
              data={data}
              page={page}
              pageSize={pageSize}
              pageSizes={EMPLOYEE_PAGE_SIZES}
              onChange={onPagerChange}
              label="Страницы списка сотрудников"
            >
              <EmployeesTable
                orgId={organization.organizationId}
                items={data.items}
                view={view}
                onView={changeView}
                canManage={canManage}
                currentUserId={currentUserId}
                onAction={(kind, employee) => setAction({ kind, employee })}
              />
              {data.items.length === 0 && <EmptyRow />}
            </PagedList>
          </Stack>
        )}
      </QueryState>
      {action && (
        <EmployeeActionDialog
          organization={organization}
          action={action.kind}
          employee={action.employee}
          actingFullName={actingFullName}
          onCancel={() => setAction(null)}
          onFinished={finished}
        />
      )}
    </Stack>
  )
}

const hasFilters = (view: EmployeesView) => Object.values(view.filter).some(Boolean) || !!view.search

/** With filters set, the table (and its filters) stays so they can be changed; the empty text shows below it. */
function EmptyRow() {
  return (
    <Text ta="center" c="gray.7" py="md">
      {EMPLOYEES_TEXTS.empty}
    </Text>
  )
}
