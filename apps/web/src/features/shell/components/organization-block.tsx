import { Anchor, Button, Stack, Text } from '@mantine/core'
import type { User } from '@psp/contracts'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { useOrganizationChoice } from '../model/organization-choice-context'

/** SPEC §2: the non-admin's current organization (short name and INN to its page) and the switch button. */
export function OrganizationBlock({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const choice = useOrganizationChoice()
  const organization = user.organization
  const openChoice = () => {
    onNavigate?.()
    choice.open({ fromHeader: true })
  }
  return (
    <Stack gap={0} align="flex-start" maw="100%" data-testid="organization-block">
      {organization ? (
        <Anchor
          component={Link}
          to={paths.organization(organization.organizationId)}
          onClick={onNavigate}
          size="sm"
          c="dark"
          underline="hover"
          maw="100%"
          truncate="end"
          title={`${organization.shortName}, ИНН ${organization.inn}`}
        >
          <Text span fw={600} size="sm">
            {organization.shortName}
          </Text>{' '}
          <Text span size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            ИНН {organization.inn}
          </Text>
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          Без организации
        </Text>
      )}
      <Button variant="subtle" size="compact-xs" px={0} onClick={openChoice}>
        {organization ? 'Сменить организацию' : 'Выбрать организацию'}
      </Button>
    </Stack>
  )
}
