import { Stack, Title } from '@mantine/core'
import { NotificationForm } from '../components/notification-form'

/** /create-notification (platform Admins). */
export function CreateNotificationPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Новое оповещение</Title>
      <NotificationForm />
    </Stack>
  )
}
