import type { StatusTone } from '../../../ui/status-badge'

/** Badge colour per status code of SPEC §3; an unknown code is neutral (it reads 'Неизвестный статус'). */
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
export const statusToneOf = (code: string): StatusTone => TONES[code] ?? 'neutral'
