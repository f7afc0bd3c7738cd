import { ActionIcon, Anchor, Box, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import type { Alert } from '@psp/contracts'
import DOMPurify from 'dompurify'
import dayjs from 'dayjs'
import { Link, matchPath, useLocation } from 'react-router'
import { paths } from '../../../lib/paths'
import { useUnreadAlerts } from '../api/get-unread-alerts'
import { useReadAlert } from '../api/read-alert'
import { hideAlert, visibleAlerts } from '../model/hidden-alerts'
import { useHiddenAlerts } from '../model/use-hidden-alerts'

const ALERT_DETAIL_PATTERN = paths.alert(':id')

/** Titles are sanitized by the server; sanitizing again keeps the popup safe whatever reaches it. */
const safeTitle = (html: string) => ({
  __html: DOMPurify.sanitize(html, { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'span'] }),
})

/**
 * The floating popup of unread alerts (SPEC §2, §4 Alerts). Not shown on an alert page, while loading, on error or
 * when none remain. A click hides the alert, marks it read on the server and refetches the list.
 */
export function UnreadAlertsPopup() {
  const { pathname } = useLocation()
  const unread = useUnreadAlerts()
  const [hidden, setHidden] = useHiddenAlerts()
  const read = useReadAlert()

  const data = unread.data
  if (matchPath(ALERT_DETAIL_PATTERN, pathname) || !data || unread.isError) return null
  const alerts = visibleAlerts(data.alerts, hidden)
  if (alerts.length === 0) return null

  const dismiss = (alert: Alert) => {
    const next = hideAlert(alert.id, data.alerts, hidden)
    if (!next) return
    setHidden(next)
    read.mutate(alert.id)
  }

  return (
    <Paper
      component="aside"
      aria-label="Непрочитанные оповещения"
      shadow="lg"
      withBorder
      p="sm"
      pos="fixed"
      bottom={16}
      right={16}
      w={340}
      maw="calc(100vw - 32px)"
      style={{ zIndex: 150 }}
      data-testid="unread-alerts-popup"
    >
      <Text fw={700} size="sm" mb="xs">
        Непрочитанные оповещения
      </Text>
      <ScrollArea.Autosize mah={{ base: 150, sm: 260 }} type="auto">
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {alerts.map((alert) => (
            <Box component="li" key={alert.id} data-testid="unread-alert">
              <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
                <Box>
                  <Anchor
                    component={Link}
                    to={paths.alert(alert.id)}
                    size="sm"
                    fw={600}
                    onClick={() => dismiss(alert)}
                    dangerouslySetInnerHTML={safeTitle(alert.title)}
                  />
                  <Text size="xs" c="gray.7">
                    {dayjs(alert.publicationDate).format('DD.MM.YYYY')}
                  </Text>
                </Box>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label="Скрыть оповещение"
                  onClick={() => dismiss(alert)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </Box>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  )
}
