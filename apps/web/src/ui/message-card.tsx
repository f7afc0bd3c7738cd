import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { portalSettings, telHref } from '../lib/portal-settings'

export interface MessageAction {
  label: string
  to: string
}

/** What an information page says: its title, paragraphs and an optional link button. */
export interface InfoMessage {
  title: string
  lines: string[]
  action?: MessageAction
}

/** SPEC §1: the support e-mail and the free 24-hour line, as links that open the mail program or dial. */
function SupportContactsLine() {
  const { support } = portalSettings()
  return (
    <Text>
      Если у вас есть вопросы, обратитесь в службу поддержки:{' '}
      <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor>,{' '}
      <Anchor href={telHref(support.phone)}>{support.phone}</Anchor> (бесплатно, круглосуточно).
    </Text>
  )
}

/** A title, explanatory paragraphs, the support contacts and an optional link button: the information pages. */
export function MessageCard({ title, lines, action }: InfoMessage) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {title}
        </Title>
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <SupportContactsLine />
        {action && (
          <Button component={Link} to={action.to} mt="sm">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  )
}
