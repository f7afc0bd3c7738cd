import { Image, Paper, Stack, Text, Title } from '@mantine/core'
import type { Notification } from '@psp/contracts'
import { filesEndpoints } from '@psp/contracts/endpoints/files.endpoints'
import { apiUrl } from '../../../lib/api-call'
import { formatDateTime } from '../../../lib/format-date'
import { safeInlineHtml } from '../../../lib/safe-html'

/** A notification as users read it: HTML title (sanitized again here), image, text and publication date. */
export function NotificationView({ notification }: { notification: Notification }) {
  return (
    <Paper withBorder p="lg" component="article">
      <Stack gap="sm">
        <Title order={1} size="h2" dangerouslySetInnerHTML={safeInlineHtml(notification.title)} />
        <Text size="sm" c="gray.7">
          {formatDateTime(notification.publicationDate)}
        </Text>
        {notification.image && (
          <Image
            src={apiUrl(filesEndpoints.downloadFile, { id: notification.image.uuid })}
            alt={notification.image.name}
            mah={420}
            w="auto"
            fit="contain"
          />
        )}
        {notification.text && <Text style={{ whiteSpace: 'pre-line' }}>{notification.text}</Text>}
      </Stack>
    </Paper>
  )
}
