import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { employeeStateLabels, organizationRoleLabels, type EmployeeDetails } from '@psp/contracts'
import { StatusBadge } from '../../../ui/status-badge'
import { orDash } from '../../../ui/empty-value'

/** The employee info card with the avatar (SPEC §2). */
export function EmployeeCard({ employee }: { employee: EmployeeDetails }) {
  const state = employeeStateLabels[employee.state]
  const rows = [
    ['Фамилия', employee.surname],
    ['Имя', employee.name],
    ['Отчество', employee.patronymic],
    ['Email', employee.email],
    ['Телефон', employee.phone],
    ['Роль', organizationRoleLabels[employee.role]],
  ] as const
  return (
    <Paper withBorder p="lg">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Avatar src={employee.avatar} size={120} radius={60} alt={`Фото: ${employee.fullName}`}>
          {employee.fio.slice(0, 1)}
        </Avatar>
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Group gap="sm">
            <Title order={1} size="h3">
              {orDash(employee.fullName)}
            </Title>
            <StatusBadge tone={employee.state === 'Accepted' ? 'success' : 'warning'} tooltip={state.tooltip}>
              {state.label}
            </StatusBadge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" c="gray.7">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={500}>
                  {orDash(value)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  )
}
