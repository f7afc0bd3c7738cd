import { ActionIcon, Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconBellRinging, IconChevronUp, IconX } from '@tabler/icons-react'
import type { Alert } from '@psp/contracts'
import DOMPurify from 'dompurify'
import { formatDate } from '../../../lib/format-date'
import { useState } from 'react'
import { Link, matchPath, useLocation } from 'react-router'
import { paths } from '../../../lib/paths'
import { useUnreadAlerts } from '../api/get-unread-alerts'
import { useReadAlert } from '../api/read-alert'
import { hideAlert, visibleAlerts } from '../model/hidden-alerts'
import { useHiddenAlerts } from '../model/use-hidden-alerts'
import { AlertsBoxPlace } from './alerts-box-place'

const ALERT_DETAIL_PATTERN = paths.alert(':id')

/** Titles are sanitized by the server; sanitizing again keeps the popup safe whatever reaches it. */
const safeTitle = (html: string) => ({
  __html: DOMPurify.sanitize(html, { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'span'] }),
})

/**
 * The popup of unread alerts (SPEC §2, §4 Alerts). Not shown on an alert page, while loading (it only keeps its line
 * then), on error or when none remain. It takes its own place at the top right of the page's content instead of
 * floating over it, so it never covers content or controls at any width (ADR 0034). Its heading, the true count of unread alerts, opens and closes
 * the list, and its ✕ («Скрыть все») hides every current alert from the popup at once. Opened, it lists the alerts: a
 * click on one (or its ✕) hides it, marks it read on the server and refetches the list.
 */
export function UnreadAlertsPopup() {
  const { pathname } = useLocation()
  const unread = useUnreadAlerts()
  const [hidden, setHidden] = useHiddenAlerts()
  const read = useReadAlert()
  const [expanded, setExpanded] = useState(false)

  const data = unread.data
  if (matchPath(ALERT_DETAIL_PATTERN, pathname)) return null
  if (unread.isPending) return <AlertsBoxPlace />
  if (!data || unread.isError) return null
  const alerts = visibleAlerts(data.alerts, hidden)
  if (alerts.length === 0) return null

  const dismiss = (alert: Alert) => {
    const next = hideAlert(alert.id, data.alerts, hidden)
    if (!next) return
    setHidden(next)
    read.mutate(alert.id)
  }
  const hideAll = () => setHidden([...new Set([...hidden, ...data.alerts.map((a) => a.id)])])
  // The server lists the newest few but counts them all; alerts hidden here are still among that count until read.
  const count = Math.max(alerts.length, data.total - (data.alerts.length - alerts.length))
  const heading = `Непрочитанные оповещения: ${count}`

  return (
    <Group justify="flex-end" mb="sm">
      <Paper
        component="aside"
        aria-label="Непрочитанные оповещения"
        shadow="sm"
        withBorder
        w={expanded ? 360 : undefined}
        maw="100%"
        data-testid="unread-alerts-popup"
        data-expanded={expanded}
      >
        {/* One heading row, the same in both states: a control never turns into another under the pointer. */}
        <Group gap={0} wrap="nowrap" justify="space-between">
          <Button
            variant="white"
            size="compact-md"
            h="auto"
            mih={32}
            py={4}
            // On a phone the count goes to a second line rather than out of sight.
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
            leftSection={<IconBellRinging size={18} aria-hidden />}
            rightSection={expanded ? <IconChevronUp size={16} aria-hidden /> : undefined}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {heading}
          </Button>
          <ActionIcon variant="subtle" color="gray" mr={4} aria-label="Скрыть все" onClick={hideAll}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {expanded && (
          // The browser's own scrolling (no scroll library in every signed-in page's download); the gutter gives the
          // scrollbar its own strip instead of lying over the ✕ buttons.
          <Box mah={{ base: '40vh', sm: 300 }} px="sm" pb="sm" style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {alerts.map((alert) => (
                <Box component="li" key={alert.id} data-testid="unread-alert">
                  <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
                    <Box miw={0} style={{ overflowWrap: 'anywhere' }}>
                      <Anchor
                        component={Link}
                        to={paths.alert(alert.id)}
                        size="sm"
                        fw={600}
                        onClick={() => dismiss(alert)}
                        dangerouslySetInnerHTML={safeTitle(alert.title)}
                      />
                      <Text size="xs" c="gray.7">
                        {formatDate(alert.publicationDate)}
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
          </Box>
        )}
      </Paper>
    </Group>
  )
}
