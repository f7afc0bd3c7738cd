import { Anchor, Group, Stack } from '@mantine/core'
import { can } from '@psp/contracts'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { useCurrentUser } from '../../../lib/current-user'
import { paths } from '../../../lib/paths'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useNotification } from '../api/get-notification'
import { NotificationView } from '../components/notification-view'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { htmlText } from '../../../lib/safe-html'

/** /notification/{id}: open to any signed-in user; Admins also get the way to edit it. */
export function NotificationPage() {
  const { id = '' } = useParams()
  const notification = useNotification(id)
  useDocumentTitle((notification.data && htmlText(notification.data.title).trim()) || 'Оповещение')
  const { data: user } = useCurrentUser()
  const manages = !!user && can({ userId: user.id, role: user.role }, 'notifications.manage')
  const missing = isApiError(notification.error) && [403, 404].includes(notification.error.status)
  return (
    <Stack gap="md">
      {manages && (
        <Group>
          <Anchor component={Link} to={paths.notifications} size="sm">
            Все оповещения платформы
          </Anchor>
          <Anchor component={Link} to={paths.editNotification(id)} size="sm">
            Редактировать
          </Anchor>
        </Group>
      )}
      {notification.isPending && <LoadingState />}
      {notification.isError && (
        <ErrorPanel
          title={missing ? 'Оповещение не найдено' : 'При загрузке оповещения возникла техническая ошибка'}
          onRetry={missing ? undefined : () => void notification.refetch()}
        />
      )}
      {notification.data && <NotificationView notification={notification.data} />}
    </Stack>
  )
}
