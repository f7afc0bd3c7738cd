import { Stack, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useNotification } from '../api/get-notification'
import { NotificationForm } from '../components/notification-form'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /edit-notification/{id} (platform Admins): the form filled from GET /api/alerts/{id}. */
export function EditNotificationPage() {
  useDocumentTitle('Редактирование оповещения')
  const { id = '' } = useParams()
  const notification = useNotification(id)
  return (
    <Stack gap="md">
      <Title order={1}>Редактирование оповещения</Title>
      {notification.isPending && <LoadingState />}
      {notification.isError && (
        <ErrorPanel
          title={
            isApiError(notification.error) && notification.error.status === 404
              ? 'Оповещение не найдено'
              : 'При загрузке оповещения возникла техническая ошибка'
          }
          onRetry={() => void notification.refetch()}
        />
      )}
      {notification.data && <NotificationForm key={notification.data.id} notification={notification.data} />}
    </Stack>
  )
}
