import { Stack, Title } from '@mantine/core'
import { NotificationForm } from '../components/notification-form'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /create-notification (platform Admins). */
export function CreateNotificationPage() {
  useDocumentTitle('Новое оповещение')
  return (
    <Stack gap="md">
      <Title order={1}>Новое оповещение</Title>
      <NotificationForm />
    </Stack>
  )
}
