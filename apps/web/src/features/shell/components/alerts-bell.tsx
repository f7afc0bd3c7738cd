import { ActionIcon, Badge, Box, VisuallyHidden } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { useUnreadAlerts } from '../api/get-unread-alerts'
import { unreadBadgeLabel } from '../model/unread-badge'

/** The bell of SPEC §2: opens the alerts page; the badge counts unread alerts, '9+' above nine. */
export function AlertsBell() {
  const { data } = useUnreadAlerts()
  const badge = unreadBadgeLabel(data?.total)
  return (
    <Box pos="relative">
      <ActionIcon
        component={Link}
        to={paths.alerts}
        variant="subtle"
        size="lg"
        aria-label="Оповещения"
        aria-describedby={badge ? 'unread-alerts-count' : undefined}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
      {badge && (
        <>
          <Badge
            color="red"
            size="sm"
            circle={badge.length === 1}
            pos="absolute"
            top={-4}
            right={-6}
            style={{ pointerEvents: 'none' }}
            aria-hidden
            data-testid="unread-badge"
          >
            {badge}
          </Badge>
          <VisuallyHidden id="unread-alerts-count">Непрочитанных оповещений: {badge}</VisuallyHidden>
        </>
      )}
    </Box>
  )
}
