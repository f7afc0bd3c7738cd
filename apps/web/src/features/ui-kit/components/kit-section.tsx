import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One block of the UI-kit page: a titled card that the browser test finds by its heading. */
export function KitSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={`${id}-title`} data-testid={`kit-${id}`}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={`${id}-title`}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  )
}
