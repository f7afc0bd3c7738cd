import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { UI_MESSAGES } from './messages'

export interface ErrorPanelProps {
  title?: string
  text?: string
  buttonLabel?: string
  /** The button's action; without it the button is not shown. Default texts come from SPEC §2 and §8. */
  onRetry?: () => void
}

/** The reusable error panel of SPEC §2 Other: a title, a text and a button. */
export function ErrorPanel({
  title = UI_MESSAGES.errorTitle,
  text = UI_MESSAGES.errorText,
  buttonLabel = UI_MESSAGES.retry,
  onRetry,
}: ErrorPanelProps) {
  return (
    <Paper withBorder p="lg" role="alert">
      <Stack align="center" gap="sm">
        <IconAlertTriangle size={40} stroke={1.4} aria-hidden color="var(--mantine-color-red-6)" />
        <Title order={2} size="h4" ta="center">
          {title}
        </Title>
        <Text ta="center">{text}</Text>
        {onRetry && <Button onClick={onRetry}>{buttonLabel}</Button>}
      </Stack>
    </Paper>
  )
}
