import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { ALERT_PAGE_SIZES } from '@psp/contracts/limits'
import { usePageParam } from '../../../lib/use-page-param'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorPanel } from '../../../ui/error-panel'
import { PagedList } from '../../../ui/paged-list'
import { useAlerts } from '../api/get-alerts'
import { useMarkAllRead } from '../api/mark-all-read'
import { AlertCard } from '../components/alert-card'
import { LoadingModal } from '../components/loading-modal'
import { ALERTS_TEXTS } from '../model/texts'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** The alerts list (SPEC §2 Alerts): `page` and `pageSize` from the URL, `?error` forces the error state. */
export function AlertsPage() {
  useDocumentTitle('Оповещения')
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: ALERT_PAGE_SIZES })
  const alerts = useAlerts(page, pageSize)
  const markAll = useMarkAllRead()
  const data = alerts.data

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () =>
        notifications.show({
          closeButtonProps: { 'aria-label': 'Закрыть' },
          color: 'green',
          message: 'Все оповещения отмечены прочитанными',
        }),
      onError: () =>
        notifications.show({
          closeButtonProps: { 'aria-label': 'Закрыть' },
          color: 'red',
          message: 'Не удалось отметить оповещения прочитанными',
        }),
    })

  return (
    <Stack gap="md">
      <Title order={1}>Оповещения</Title>
      <LoadingModal opened={alerts.isPending} />
      {alerts.isError && (
        <ErrorPanel
          title={ALERTS_TEXTS.errorTitle}
          text={ALERTS_TEXTS.errorText}
          buttonLabel={ALERTS_TEXTS.retry}
          onRetry={() => window.location.reload()}
        />
      )}
      {!alerts.isError && data && data.total === 0 && <EmptyState text={ALERTS_TEXTS.empty} />}
      {!alerts.isError && data && data.total > 0 && (
        <>
          <Group justify="space-between">
            <Text fw={500} data-testid="alerts-total">
              {ALERTS_TEXTS.total(data.total)}
            </Text>
            {data.unread > 0 && (
              <Button variant="light" onClick={markAllRead} loading={markAll.isPending}>
                {ALERTS_TEXTS.markAllRead}
              </Button>
            )}
          </Group>
          <PagedList
            data={data}
            page={page}
            pageSize={pageSize}
            pageSizes={ALERT_PAGE_SIZES}
            onChange={onPagerChange}
            label="Страницы оповещений"
          >
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.items.map((alert) => (
                <li key={alert.id}>
                  <AlertCard alert={alert} />
                </li>
              ))}
            </Stack>
          </PagedList>
        </>
      )}
    </Stack>
  )
}
