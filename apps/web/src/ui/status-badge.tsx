import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'
import { AppTooltip } from './app-tooltip'

/** What a status means to the user; each tone has one colour across the portal. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral'

// Dark text on a light tint: every pair meets WCAG AA contrast even at badge size.
const TONES: Record<StatusTone, { background: string; color: string }> = {
  success: { background: '#e6f4ea', color: '#1e6b34' },
  warning: { background: '#fff4e5', color: '#8a4b00' },
  danger: { background: '#fdecec', color: '#9c1f1f' },
  info: { background: '#e8f1fc', color: '#134f9d' },
  neutral: { background: '#f1f3f5', color: '#343a40' },
}

export interface StatusBadgeProps {
  tone: StatusTone
  children: ReactNode
  /** Explanation on hover or focus, e.g. 'Пользователь ждет одобрения'. */
  tooltip?: string
}

/** A status label such as 'Активный' or 'Запрос на добавление'. */
export function StatusBadge({ tone, children, tooltip }: StatusBadgeProps) {
  const badge = (
    <Badge
      variant="light"
      radius="sm"
      tt="none"
      data-tone={tone}
      tabIndex={tooltip ? 0 : undefined}
      // A long label («Ожидает уточнений у пользователя») wraps inside the badge rather than being cut off.
      styles={{
        root: { ...TONES[tone], height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
        label: { fontWeight: 600, whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {children}
    </Badge>
  )
  return tooltip ? <AppTooltip label={tooltip}>{badge}</AppTooltip> : badge
}
