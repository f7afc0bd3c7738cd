import { Anchor, Badge, Group, Stack, Title } from '@mantine/core'
import type { Application } from '@psp/contracts'
import { Link } from 'react-router'
import { OrderStatusBadge } from '../../shared/order-status-badge'

/** Number, subject and status of an order, with the way back to its list. */
export function OrderHeader({ order, back }: { order: Application; back: { to: string; label: string } }) {
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          Заявка №{order.number}
        </Title>
        <OrderStatusBadge status={order.status} />
        {order.archived && (
          <Badge variant="outline" color="gray" tt="none">
            В архиве
          </Badge>
        )}
        {order.unread && (
          <Badge variant="filled" color="red" tt="none">
            Есть новое
          </Badge>
        )}
      </Group>
      <Title order={2} size="h4" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {order.subject}
      </Title>
    </Stack>
  )
}
