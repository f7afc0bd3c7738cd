import { Center, Stack, Text } from '@mantine/core'
import { IconInbox } from '@tabler/icons-react'
import { UI_MESSAGES } from './messages'

export interface EmptyStateProps {
  /** SPEC §8 default 'Записей не найдено'; lists pass their own wording. */
  text?: string
}

/** The empty state of a data view. */
export function EmptyState({ text = UI_MESSAGES.empty }: EmptyStateProps) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <IconInbox size={40} stroke={1.4} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text c="gray.7">{text}</Text>
      </Stack>
    </Center>
  )
}
