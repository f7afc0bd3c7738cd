import { Anchor, Table, Text, Title } from '@mantine/core'
import { organizationRoleLabels, type AccountDetails } from '@psp/contracts'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'

/** SPEC §4: Created add request, Accepted active, Declined declined. */
const STATUS_LABELS = { Created: 'Запрос на добавление', Accepted: 'Активный', Declined: 'Отклонен' } as const

/** The account's organizations; only accepted memberships link to the organization page. */
export function AccountOrganizations({ items }: { items: AccountDetails['organizations'] }) {
  return (
    <>
      <Title order={2} size="h4">
        Организации
      </Title>
      {items.length === 0 ? (
        <Text c="gray.7">Организации не найдены</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Организация</Table.Th>
                <Table.Th>ИНН</Table.Th>
                <Table.Th>Роль</Table.Th>
                <Table.Th>Статус</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((m) => (
                <Table.Tr key={m.organizationId}>
                  <Table.Td>
                    {m.status === 'Accepted' ? (
                      <Anchor component={Link} to={paths.organization(m.organizationId)}>
                        {m.shortName}
                      </Anchor>
                    ) : (
                      m.shortName
                    )}
                  </Table.Td>
                  <Table.Td>{m.inn}</Table.Td>
                  <Table.Td>{organizationRoleLabels[m.role]}</Table.Td>
                  <Table.Td>{STATUS_LABELS[m.status]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  )
}
