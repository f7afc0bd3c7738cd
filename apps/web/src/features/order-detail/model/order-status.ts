import { applicationStatusLabel } from '@psp/contracts'
import type { StatusTone } from '../../../ui/status-badge'

const TONES: Record<string, StatusTone> = {
  registered: 'info',
  inprogress: 'info',
  resumed: 'info',
  waiting: 'warning',
  negotiation: 'warning',
  deferred: 'neutral',
  resolved: 'success',
  closed: 'neutral',
}

/** SPEC §3: the label of an order status code ('Неизвестный статус' for one it does not list) and its colour. */
export function orderStatusView(code: string): { label: string; tone: StatusTone } {
  return { label: applicationStatusLabel(code), tone: TONES[code] ?? 'danger' }
}
