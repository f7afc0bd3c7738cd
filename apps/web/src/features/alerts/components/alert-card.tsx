import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { Alert } from '@psp/contracts'
import { Link } from 'react-router'
import { formatDateTime } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { safeInlineHtml } from '../../../lib/safe-html'

/**
 * One alert of the list (SPEC §2 Alert cards): the HTML title links to its detail page, then the text and the
 * publication date; an unread alert with a target also links there.
 */
export function AlertCard({ alert }: { alert: Alert }) {
  return (
    <Paper withBorder p="md" component="article" data-testid="alert-card" data-read={alert.isRead}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={paths.alert(alert.id)}
            fw={alert.isRead ? 500 : 700}
            dangerouslySetInnerHTML={safeInlineHtml(alert.title)}
          />
          {!alert.isRead && (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              Новое
            </Badge>
          )}
        </Group>
        {alert.text && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {alert.text}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="xs" c="gray.7">
            {formatDateTime(alert.publicationDate)}
          </Text>
          {!alert.isRead && alert.link && (
            <Anchor component={Link} to={alert.link} size="sm">
              Перейти
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
