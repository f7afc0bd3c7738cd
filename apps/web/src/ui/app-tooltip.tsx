import { ActionIcon, Tooltip, type TooltipProps } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'

/** Mantine's Tooltip with the portal's defaults: arrow, wrapped text, and shown on touch and keyboard focus too. */
export function AppTooltip({ children, ...props }: TooltipProps) {
  return (
    <Tooltip withArrow multiline maw={320} events={{ hover: true, focus: true, touch: true }} {...props}>
      {children}
    </Tooltip>
  )
}

export interface InfoTooltipProps {
  /** The explanation shown in the tooltip; also the button's accessible description. */
  text: string
  /** Accessible name of the icon button (default 'Подсказка'). */
  label?: string
}

/** An info icon that explains something on hover, focus or touch. */
export function InfoTooltip({ text, label = 'Подсказка' }: InfoTooltipProps) {
  return (
    <AppTooltip label={text}>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`${label}: ${text}`}>
        <IconInfoCircle size={16} aria-hidden />
      </ActionIcon>
    </AppTooltip>
  )
}
