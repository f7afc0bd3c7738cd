import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'

export interface MessageAction {
  label: string
  to: string
}

/** A title, explanatory paragraphs and an optional link button: the body of the information pages. */
export function MessageCard({ title, lines, action }: { title: string; lines: string[]; action?: MessageAction }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        {action && (
          <Button component={Link} to={action.to} mt="sm">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  )
}
