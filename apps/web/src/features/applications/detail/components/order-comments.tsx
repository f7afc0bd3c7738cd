import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Application } from '@psp/contracts'
import { formatDateTime } from '../../../../lib/format-date'
import { AttachmentList } from './attachment-list'
import { orDash } from '../../../../ui/empty-value'

/** The conversation between the applicant and the service desk, oldest first, each comment with its files. */
export function OrderComments({ comments }: { comments: Application['comments'] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-comments-title">
      <Title order={2} size="h4" id="order-comments-title">
        Комментарии
      </Title>
      {comments.length === 0 ? (
        <Text c="gray.7">Комментариев пока нет</Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {comments.map((c) => (
            <Paper
              key={c.id}
              component="li"
              withBorder
              p="sm"
              bg={c.fromServiceDesk ? 'var(--mantine-color-blue-0)' : undefined}
              data-testid="order-comment"
            >
              <Stack gap={6}>
                <Group gap="xs" justify="space-between">
                  <Group gap="xs">
                    <Text fw={600}>{orDash(c.authorFio)}</Text>
                    {c.fromServiceDesk && (
                      <Badge variant="light" tt="none" size="sm">
                        Служба поддержки
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="gray.7">
                    {formatDateTime(c.createdAt)}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.text}</Text>
                <AttachmentList files={c.files} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
