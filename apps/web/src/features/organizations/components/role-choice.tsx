import { Radio, Stack } from '@mantine/core'
import { organizationRoleLabels, organizationRoles, type OrganizationRole } from '@psp/contracts'

/** Employee or Admin (SPEC §4: the role chosen at approval). */
export function RoleChoice({
  value,
  onChange,
}: {
  value: OrganizationRole
  onChange: (role: OrganizationRole) => void
}) {
  return (
    <Radio.Group label="Роль в организации" value={value} onChange={(v) => onChange(v as OrganizationRole)}>
      <Stack gap="xs" mt="xs">
        {organizationRoles.map((role) => (
          <Radio key={role} value={role} label={organizationRoleLabels[role]} />
        ))}
      </Stack>
    </Radio.Group>
  )
}
