import { Anchor, Loader, Table, Text } from '@mantine/core'
import {
  joinRequestStateLabels,
  joinRequestStateOf,
  membershipStatusLabels,
  organizationRoleLabels,
  SET_DEFAULT_SPINNER_DELAY_MS,
  type UserOrganization,
} from '@psp/contracts'
import { IconStarFilled } from '@tabler/icons-react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { useDelayedFlag } from '../../../lib/use-delayed-flag'
import { ActionMenu } from '../../../ui/action-menu'
import { StatusBadge } from '../../../ui/status-badge'
import { cardLabel, TABLE_CARDS_CLASS } from '../../../ui/table-cards'

interface Props {
  items: UserOrganization[]
  /** The organization whose default choice is on its way, if any. */
  pendingId: string | null
  onSetDefault: (organizationId: string) => void
}

const TONE = { Accepted: 'success', Created: 'warning', Declined: 'danger' } as const

/** SPEC §2 user organizations table: default marker, organization, INN, role, status, settings. */
export function MyOrganizationsTable({ items, pendingId, onSetDefault }: Props) {
  // SPEC §4: the spinner shows only once the answer is late.
  const late = useDelayedFlag(pendingId !== null, SET_DEFAULT_SPINNER_DELAY_MS)
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped className={TABLE_CARDS_CLASS}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">По умолчанию</Table.Th>
            <Table.Th scope="col">Организация</Table.Th>
            <Table.Th scope="col">ИНН</Table.Th>
            <Table.Th scope="col">Роль</Table.Th>
            <Table.Th scope="col">Статус</Table.Th>
            <Table.Th scope="col">Настройки</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((o) => {
            const accepted = o.status === 'Accepted'
            return (
              <Table.Tr key={o.organizationId} data-testid="my-organization-row">
                <Table.Td {...cardLabel('По умолчанию')}>
                  {pendingId === o.organizationId && late ? (
                    <Loader size="xs" aria-label="Сохранение" />
                  ) : o.isDefault ? (
                    <IconStarFilled
                      size={16}
                      color="var(--mantine-color-yellow-7)"
                      aria-label="Организация по умолчанию"
                    />
                  ) : null}
                </Table.Td>
                <Table.Td {...cardLabel('Организация')}>
                  {accepted ? (
                    <Anchor component={Link} to={paths.organization(o.organizationId)}>
                      {o.shortName}
                    </Anchor>
                  ) : (
                    <Text span>{o.shortName}</Text>
                  )}
                </Table.Td>
                <Table.Td {...cardLabel('ИНН')}>{o.inn}</Table.Td>
                <Table.Td {...cardLabel('Роль')}>{organizationRoleLabels[o.role]}</Table.Td>
                <Table.Td {...cardLabel('Статус')}>
                  <StatusBadge
                    tone={TONE[o.status]}
                    tooltip={`Заявка: ${joinRequestStateLabels[joinRequestStateOf(o.status)]}`}
                  >
                    {membershipStatusLabels[o.status]}
                  </StatusBadge>
                </Table.Td>
                <Table.Td {...cardLabel('Настройки')}>
                  {accepted && (
                    <ActionMenu
                      label={`Настройки: ${o.shortName}`}
                      items={[
                        {
                          text: 'Выбрать по умолчанию',
                          disabled: o.isDefault || pendingId !== null,
                          onClick: () => onSetDefault(o.organizationId),
                        },
                      ]}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
