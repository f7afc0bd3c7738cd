import { StatusBadge } from '../../../ui/status-badge'
import { orderStatusView } from './order-status'

/** The order's status as SPEC §3 labels it. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { label, tone } = orderStatusView(status)
  return <StatusBadge tone={tone}>{label}</StatusBadge>
}
