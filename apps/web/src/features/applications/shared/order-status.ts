import { applicationStatusLabel } from '@psp/contracts'
import type { StatusTone } from '../../../ui/status-badge'

/** Badge colour per status code of SPEC §3, for every screen that shows an application's status. */
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

/**
 * SPEC §3: the label of an order status code and its colour. A code SPEC does not list reads 'Неизвестный статус' and
 * is neutral everywhere: the application is not in trouble, the portal only does not know the code.
 */
export function orderStatusView(code: string): { label: string; tone: StatusTone } {
  return { label: applicationStatusLabel(code), tone: TONES[code] ?? 'neutral' }
}
