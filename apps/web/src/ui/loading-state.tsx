import { Center, Loader, Stack, Text } from '@mantine/core'
import { UI_MESSAGES } from './messages'

export interface LoadingStateProps {
  /** SPEC §8 default 'Информация загружается...'; lists pass their own wording. */
  text?: string
}

/** The loading state of a data view; announced politely to screen readers. */
export function LoadingState({ text = UI_MESSAGES.loading }: LoadingStateProps) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text c="gray.7">{text}</Text>
      </Stack>
    </Center>
  )
}
