import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Organization } from '@psp/contracts'

const PLACEHOLDER = 'Не указано'

/** SPEC §2 Organization card: full name, short name, INN and KPP, a placeholder for an empty value. */
export function OrganizationCard({ organization }: { organization: Organization }) {
  const rows = [
    ['Полное наименование', organization.fullName],
    ['Краткое наименование', organization.shortName],
    ['ИНН', organization.inn],
    ['КПП', organization.kpp],
  ] as const
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="organization-card-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="organization-card-title">
          Карточка организации
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="gray.7">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} data-testid={`organization-${label}`}>
                {value && value.trim() ? value : PLACEHOLDER}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
