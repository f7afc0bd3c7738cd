import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { NOTIFICATION_STATUS_LABELS } from '@psp/contracts'
import { ALERT_PAGE_SIZES } from '@psp/contracts/limits'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { safeInlineHtml } from '../../../lib/safe-html'
import { usePageParam } from '../../../lib/use-page-param'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useNotifications } from '../api/get-notifications'
import { cardLabel, TABLE_CARDS_CLASS } from '../../../ui/table-cards'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /notifications (platform Admins): every notification with its schedule and state. */
export function NotificationsPage() {
  useDocumentTitle('Оповещения платформы')
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: ALERT_PAGE_SIZES })
  const list = useNotifications(page, pageSize)
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Оповещения платформы</Title>
        <Button component={Link} to={paths.createNotification} leftSection={<IconPlus size={16} aria-hidden />}>
          Создать оповещение
        </Button>
      </Group>
      <QueryState
        query={list}
        loadingText="Список оповещений загружается..."
        emptyText="Оповещений нет"
        error={{ title: 'При загрузке списка оповещений возникла техническая ошибка' }}
      >
        {(data) => (
          <Stack gap="sm">
            <Text fw={500}>Всего: {data.total}</Text>
            <PagedList
              data={data}
              page={page}
              pageSize={pageSize}
              pageSizes={ALERT_PAGE_SIZES}
              onChange={onPagerChange}
              label="Страницы оповещений платформы"
            >
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover className={TABLE_CARDS_CLASS}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Заголовок</Table.Th>
                      <Table.Th>Публикация</Table.Th>
                      <Table.Th>Окончание показа</Table.Th>
                      <Table.Th>Статус</Table.Th>
                      <Table.Th>Действия</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((n) => (
                      <Table.Tr key={n.id} data-testid="notification-row">
                        <Table.Td {...cardLabel('Заголовок')}>
                          <Anchor
                            component={Link}
                            to={paths.notification(n.id)}
                            dangerouslySetInnerHTML={safeInlineHtml(n.title)}
                          />
                        </Table.Td>
                        <Table.Td {...cardLabel('Публикация')}>{formatDateTime(n.publicationDate)}</Table.Td>
                        <Table.Td {...cardLabel('Окончание показа')}>{formatDateTime(n.expirationDate)}</Table.Td>
                        <Table.Td {...cardLabel('Статус')}>
                          <Text size="sm" fw={600}>
                            {NOTIFICATION_STATUS_LABELS[n.status]}
                          </Text>
                        </Table.Td>
                        <Table.Td {...cardLabel('Действия')}>
                          <Anchor component={Link} to={paths.editNotification(n.id)}>
                            Изменить
                          </Anchor>
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
    </Stack>
  )
}
