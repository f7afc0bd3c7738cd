import { Group, Stack, Switch, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { applicationStatuses, applicationStatusLabels, type ApplicationView, type StatusGroup } from '@psp/contracts'
import { IconChecks, IconFileSpreadsheet, IconFilterOff, IconPlus } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { isApiError } from '../../../../lib/api-error'
import { formatNumber } from '../../../../lib/format-number'
import { useCurrentUser } from '../../../../lib/current-user'
import { paths } from '../../../../lib/paths'
import { useCan } from '../../../../lib/use-can'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { usePageParam } from '../../../../lib/use-page-param'
import { AppButton } from '../../../../ui/app-button'
import { EmptyState } from '../../../../ui/empty-state'
import { LoadingState } from '../../../../ui/loading-state'
import { PagedList } from '../../../../ui/paged-list'
import { QueryState } from '../../../../ui/query-state'
import { exportOrders, type ListMode, useMarkOrdersRead, useOrders } from '../api/orders-list'
import { useSystemOptions } from '../api/systems'
import { useOrderViews } from '../api/views'
import { ListTabs } from '../components/list-tabs'
import { OrdersTable } from '../components/orders-table'
import { ViewsBar } from '../components/views-bar'
import { columnsFor } from '../model/columns'
import {
  EMPTY_STATE,
  groupOfParam,
  hasFilters,
  listRequest,
  ORDER_PAGE_SIZES,
  paramOfGroup,
  stateOfView,
  type OrdersState,
} from '../model/orders-view'
import { saveFile } from '../../../../lib/save-file'

export const ORDERS_TEXTS = {
  loading: 'Список заявок загружается...',
  error: 'При загрузке списка заявок возникла техническая ошибка',
  none: 'Заявок пока нет',
  notFound: 'Записей не найдено',
} as const

const STATUS_OPTIONS = applicationStatuses.map((s) => ({ value: s, label: applicationStatusLabels[s] }))
// Mantine's default description colour is too pale for text (WCAG AA).
const READABLE_DESCRIPTION = { description: { color: 'var(--mantine-color-gray-7)' } }
const LIST_OF_OTHERS: StatusGroup[] = ['None', 'Actual', 'Archive']

/**
 * /orders (SPEC §2): the all / actual / archive lists of the user's applications, or, for members of the session's
 * organization, of the organization (its Admins see all, employees their own). Per-column filters, the sort
 * dropdown, paging by `page`, saved views, unread marks with «mark all read», and the XLSX of what is shown.
 */
export function OrdersPage() {
  useDocumentTitle('Заявки')
  const [params, setParams] = useSearchParams()
  const { page, pageSize, resetPage, onPagerChange } = usePageParam({ pageSizes: ORDER_PAGE_SIZES })
  const { data: user } = useCurrentUser()
  const organization = user?.organization ?? null
  const mayUseOrganization = useCan('application.listOrganization', {
    membership: organization ? { role: organization.role, status: 'Accepted' } : null,
  })
  const mode: ListMode = mayUseOrganization && params.get('org') === '1' ? 'organization' : 'own'

  const views = useOrderViews()
  const [state, setState] = useState<OrdersState>(EMPTY_STATE)
  const [currentUuid, setCurrentUuid] = useState<string | null>(null)
  // The remembered view's list, shown until the address names it (the address changes after the render).
  const [restoredGroup, setRestoredGroup] = useState<StatusGroup | null>(null)
  // The view remembered from the last visit is applied once, before the first list call (no flash of another list);
  // adjusting state while rendering, as React recommends for state derived from a just-arrived answer.
  const [restored, setRestored] = useState(false)
  if (!restored && views.data) {
    setRestored(true)
    const chosen = views.data.list.find((v) => v.uuid === views.data.uuid)
    if (chosen) {
      setState(stateOfView(chosen))
      setCurrentUuid(chosen.uuid)
      // It reopens on its own list too, unless the address names one (a link, a reload on «Актуальные» or «Архив»).
      if (!params.has('list') && chosen.statusGroup !== 'None') setRestoredGroup(chosen.statusGroup)
    }
  }
  const listInAddress = groupOfParam(params.get('list'))
  if (restoredGroup !== null && listInAddress === restoredGroup) setRestoredGroup(null)
  const group = restoredGroup ?? listInAddress
  useEffect(() => {
    if (restoredGroup === null) return
    setParams(
      (currentParams) => {
        const copy = new URLSearchParams(currentParams)
        copy.delete('page')
        copy.set('list', paramOfGroup(restoredGroup) ?? '')
        return copy
      },
      { replace: true },
    )
  }, [restoredGroup, setParams])
  const current = views.data?.list.find((v) => v.uuid === currentUuid) ?? null

  const request = listRequest(state, page, pageSize)
  const ready = views.isError || (views.isSuccess && restored)
  const list = useOrders(mode, group, request, ready)
  // The other lists' totals under the same filters (one row each is enough to learn the total).
  const totalsRequest = listRequest(state, 1, 1)
  const others = {
    None: useOrders(mode, 'None', totalsRequest, ready && group !== 'None'),
    Actual: useOrders(mode, 'Actual', totalsRequest, ready && group !== 'Actual'),
    Archive: useOrders(mode, 'Archive', totalsRequest, ready && group !== 'Archive'),
  }
  const totals = Object.fromEntries(
    LIST_OF_OTHERS.map((g) => [g, g === group ? list.data?.total : others[g].data?.total]),
  ) as Partial<Record<StatusGroup, number>>

  // «Повторить попытку» asks for the other lists' totals again too: they failed with the list, and would stay empty.
  const retry = () => {
    void list.refetch()
    for (const g of LIST_OF_OTHERS) if (g !== group) void others[g].refetch()
  }

  const systems = useSystemOptions()
  const markRead = useMarkOrdersRead()
  const download = useMutation({
    mutationFn: () => exportOrders(mode, group, request),
    onSuccess: (file) => saveFile(file, 'Заявки.xlsx'),
    onError: (e) =>
      notifications.show({
        color: 'red',
        title: 'Не удалось выгрузить заявки',
        message: isApiError(e) ? e.message : 'Попробуйте повторить позднее',
      }),
  })

  const setParam = (name: string, value: string | null) =>
    setParams((currentParams) => {
      const copy = new URLSearchParams(currentParams)
      copy.delete('page')
      if (value === null) copy.delete(name)
      else copy.set(name, value)
      return copy
    })
  const changeState = (next: OrdersState) => {
    setState(next)
    resetPage()
  }
  const chooseView = (view: ApplicationView | null) => {
    setCurrentUuid(view?.uuid ?? null)
    if (!view) return
    setState(stateOfView(view))
    setParams((currentParams) => {
      const copy = new URLSearchParams(currentParams)
      copy.delete('page')
      const param = paramOfGroup(view.statusGroup)
      if (param) copy.set('list', param)
      else copy.delete('list')
      return copy
    })
  }

  const columns = columnsFor(mode === 'organization')
  const filtered = hasFilters(state)

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>Заявки</Title>
        <AppButton component={Link} to={paths.createOrder} leftSection={<IconPlus size={16} aria-hidden />}>
          Создать заявку
        </AppButton>
      </Group>
      {mayUseOrganization && organization && (
        <Switch
          label={`Заявки организации «${organization.shortName}»`}
          description={
            organization.role === 'Admin'
              ? 'Все заявки сотрудников организации'
              : 'Ваши заявки, поданные от имени организации'
          }
          styles={READABLE_DESCRIPTION}
          checked={mode === 'organization'}
          onChange={(e) => setParam('org', e.currentTarget.checked ? '1' : null)}
        />
      )}
      <ListTabs
        value={group}
        onChange={(g) => {
          setRestoredGroup(null)
          setParam('list', paramOfGroup(g))
        }}
        totals={totals}
      />
      <ViewsBar
        views={views.data}
        viewsFailed={views.isError}
        onRetry={() => void views.refetch()}
        current={current}
        state={state}
        statusGroup={group}
        onChoose={chooseView}
      />
      <Group gap="sm" wrap="wrap">
        <AppButton
          kind="secondary"
          leftSection={<IconChecks size={16} aria-hidden />}
          loading={markRead.isPending}
          disabled={!list.data?.total}
          onClick={() =>
            markRead.mutate(
              { mode, group },
              {
                onSuccess: () => notifications.show({ color: 'green', message: 'Заявки отмечены прочитанными' }),
                onError: (e) =>
                  notifications.show({
                    color: 'red',
                    message: isApiError(e) ? e.message : 'Не удалось отметить заявки прочитанными',
                  }),
              },
            )
          }
        >
          Отметить все прочитанными
        </AppButton>
        <AppButton
          kind="secondary"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={download.isPending}
          disabled={!list.data?.total}
          onClick={() => download.mutate()}
        >
          Выгрузить в Excel
        </AppButton>
        {filtered && (
          <AppButton
            kind="ghost"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => changeState({ ...state, applicationFilter: {} })}
          >
            Сбросить фильтры
          </AppButton>
        )}
      </Group>
      {!ready ? (
        <LoadingState text={ORDERS_TEXTS.loading} />
      ) : (
        <QueryState
          query={list}
          loadingText={ORDERS_TEXTS.loading}
          error={{ title: ORDERS_TEXTS.error, onRetry: retry }}
          emptyText={ORDERS_TEXTS.none}
          isEmpty={(data) => data.total === 0 && !filtered}
        >
          {(data) => {
            const table = (
              <OrdersTable
                columns={columns}
                items={data.items}
                state={state}
                onState={changeState}
                options={{ status: STATUS_OPTIONS, system: systems.data ?? [] }}
              />
            )
            if (data.total === 0) {
              // Filtered to nothing: the header stays, so the filters can be changed from it.
              return (
                <>
                  {table}
                  <EmptyState text={ORDERS_TEXTS.notFound} />
                </>
              )
            }
            return (
              <Stack gap="sm">
                <Text size="sm" c="gray.7" aria-live="polite">
                  Всего: {formatNumber(data.total)}
                </Text>
                <PagedList
                  data={data}
                  page={page}
                  pageSize={pageSize}
                  pageSizes={ORDER_PAGE_SIZES}
                  onChange={onPagerChange}
                >
                  {table}
                </PagedList>
              </Stack>
            )
          }}
        </QueryState>
      )}
    </Stack>
  )
}
