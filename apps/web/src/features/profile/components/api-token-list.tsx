import { Badge, Paper, SimpleGrid, Stack, Text, Group } from '@mantine/core'
import { apiTokenScopeLabels, type ApiToken } from '@psp/contracts'
import { formatDate, formatDateTime } from '../../../lib/format-date'
import { AppButton } from '../../../ui/app-button'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  )
}

interface Props {
  items: ApiToken[]
  onRevoke: (token: ApiToken) => void
}

/**
 * The user's tokens as cards rather than table rows: five facts each, so a narrow screen stacks them instead of
 * scrolling sideways.
 */
export function ApiTokenList({ items, onRevoke }: Props) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((token) => (
        <Paper key={token.id} withBorder p="md" radius="md" component="li" aria-label={token.name}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="xs" style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
                {token.name}
              </Text>
              {token.expired && <Badge color="gray.8">Истек</Badge>}
            </Group>
            <AppButton kind="ghost" color="red" size="compact-sm" onClick={() => onRevoke(token)}>
              Отозвать
            </AppButton>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="sm" spacing="sm" component="dl" m={0}>
            <Fact label="Области доступа">{token.scopes.map((scope) => apiTokenScopeLabels[scope]).join(', ')}</Fact>
            <Fact label="Действует по">{formatDate(token.expiresAt)}</Fact>
            <Fact label="Последнее использование">
              {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Не использовался'}
            </Fact>
            <Fact label="Создан">{formatDateTime(token.createdAt)}</Fact>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  )
}
