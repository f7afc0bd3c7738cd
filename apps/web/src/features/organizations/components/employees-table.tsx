import { Anchor, Group, Table, Text } from '@mantine/core'
import {
  employeeStateLabels,
  employeeStates,
  organizationRoleLabels,
  organizationRoles,
  type Employee,
} from '@psp/contracts'
import { Link } from 'react-router'
import { ActionMenu, type ActionMenuItem } from '../../../ui/action-menu'
import { SortDropdown, type SortDirection } from '../../../ui/sort-dropdown'
import { StatusBadge } from '../../../ui/status-badge'
import type { EmployeesView } from '../model/employees-view'
import { ColumnFilter } from './column-filter'
import { cardLabel, TABLE_CARDS_CLASS } from '../../../ui/table-cards'
import { orDash } from '../../../ui/empty-value'

export type EmployeeAction = 'accept' | 'decline' | 'role' | 'exclude'

interface Props {
  orgId: string
  items: Employee[]
  view: EmployeesView
  onView: (view: EmployeesView) => void
  /** Actions exist only for the organization's Admins; one's own row has them disabled (SPEC §4). */
  canManage: boolean
  currentUserId: string | null
  onAction: (action: EmployeeAction, employee: Employee) => void
}

type Column = {
  key: keyof EmployeesView['filter']
  title: string
  sortable: boolean
  options?: Array<{ value: string; label: string }>
}
const COLUMNS: Column[] = [
  { key: 'fullName', title: 'ФИО', sortable: true },
  { key: 'phone', title: 'Телефон', sortable: false },
  { key: 'email', title: 'Email', sortable: true },
  {
    key: 'role',
    title: 'Роль',
    sortable: true,
    options: organizationRoles.map((r) => ({ value: r, label: organizationRoleLabels[r] })),
  },
  {
    key: 'state',
    title: 'Статус',
    sortable: true,
    options: employeeStates.map((s) => ({ value: s, label: employeeStateLabels[s].label })),
  },
]

/** Active rows: 'Изменить роль', 'Исключить'; join requests: 'Принять', 'Отклонить' (SPEC §6). */
function actionsOf(employee: Employee, own: boolean, act: (action: EmployeeAction) => void): ActionMenuItem[] {
  const item = (text: string, action: EmployeeAction, color: 'blue' | 'red' = 'blue') => ({
    text,
    color,
    disabled: own,
    onClick: () => act(action),
  })
  return employee.state === 'Accepted'
    ? [item('Изменить роль', 'role'), item('Исключить', 'exclude', 'red')]
    : [item('Принять', 'accept'), item('Отклонить', 'decline', 'red')]
}

/** SPEC §2 employee list: ФИО, Телефон, Email, Роль, Статус and actions, each column with its filter and sort. */
export function EmployeesTable({ orgId, items, view, onView, canManage, currentUserId, onAction }: Props) {
  const sortOf = (key: Column['key']): SortDirection | null =>
    view.sort.field === key && view.sort.order !== 'Reset' ? view.sort.order : null
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" className={TABLE_CARDS_CLASS}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column.key} scope="col">
                <Group gap={4} wrap="nowrap">
                  <span>{column.title}</span>
                  {column.sortable && (
                    <SortDropdown
                      label={`Сортировка: ${column.title}`}
                      value={sortOf(column.key)}
                      withReset
                      onSort={(order) =>
                        onView({ ...view, sort: { field: column.key as EmployeesView['sort']['field'], order } })
                      }
                    />
                  )}
                  <ColumnFilter
                    title={column.title}
                    value={view.filter[column.key] ?? null}
                    options={column.options}
                    onApply={(value) =>
                      onView({ ...view, filter: { ...view.filter, [column.key]: value ?? undefined } })
                    }
                  />
                </Group>
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <Text span size="sm" fw={700}>
                Действия
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((employee) => {
            const own = employee.id === currentUserId
            const state = employeeStateLabels[employee.state]
            return (
              <Table.Tr key={employee.id} data-testid="employee-row">
                <Table.Td {...cardLabel('ФИО')}>
                  <Anchor component={Link} to={`/organization/${orgId}/employees/${employee.id}`}>
                    {orDash(employee.fullName)}
                  </Anchor>
                </Table.Td>
                <Table.Td {...cardLabel('Телефон')}>{orDash(employee.phone)}</Table.Td>
                <Table.Td {...cardLabel('Email')}>{employee.email}</Table.Td>
                <Table.Td {...cardLabel('Роль')}>{organizationRoleLabels[employee.role]}</Table.Td>
                <Table.Td {...cardLabel('Статус')}>
                  <StatusBadge tone={employee.state === 'Accepted' ? 'success' : 'warning'} tooltip={state.tooltip}>
                    {state.label}
                  </StatusBadge>
                </Table.Td>
                <Table.Td {...cardLabel('Действия')}>
                  {canManage && (
                    <ActionMenu
                      label={`Действия: ${employee.fullName}`}
                      items={actionsOf(employee, own, (action) => onAction(action, employee))}
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
