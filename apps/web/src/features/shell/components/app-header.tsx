import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import type { User } from '@psp/contracts'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import classes from './app-header.module.css'
import { AlertsBell } from './alerts-bell'
import { BurgerMenu } from './burger-menu'
import { HeaderNav } from './header-nav'
import { OrganizationBlock } from './organization-block'
import { ProfileMenu } from './profile-menu'
import { SupportContacts } from '../../../ui/support-contacts'
import { userCan } from '../../../lib/use-can'
import { SupportContactsButton } from './support-contacts-button'
import { VisionToggle } from '../../vision/vision-toggle'

export function PortalLogo() {
  return (
    <Anchor
      component={Link}
      to={paths.home}
      underline="never"
      c="portal.7"
      aria-label="Портал самообслуживания — на главную"
    >
      <Group gap={8} wrap="nowrap">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path d="M9 23V9h9a5 5 0 0 1 0 10h-5v4z M13 15h5a1 1 0 0 0 0-2h-5z" fill="#fff" fillRule="evenodd" />
        </svg>
        <Text fw={700} size="md" c="portal.8" lh={1.2} className={classes.logoText}>
          Портал самообслуживания
        </Text>
      </Group>
    </Anchor>
  )
}

/** The header of SPEC §1–2: support contacts, logo, navigation, organization block, bell, profile, burger. */
export function AppHeader({ user }: { user: User }) {
  const choosesOrganization = userCan(user, 'regularArea')
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      {/* The three blocks fit one row from 1280 px; narrower screens open them from a button (or the burger). */}
      <Box bg="gray.0" py={6} visibleFrom="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl">
          <SupportContacts />
        </Container>
      </Box>
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Group gap="md" wrap="nowrap">
            <PortalLogo />
            <Box component="nav" aria-label="Основное меню" visibleFrom="sm">
              <HeaderNav />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="sm" hiddenFrom="md">
              <SupportContactsButton />
            </Box>
            {choosesOrganization && (
              <Box visibleFrom="sm" maw={{ sm: 150, md: 320 }} miw={0}>
                <OrganizationBlock user={user} />
              </Box>
            )}
            <VisionToggle />
            <AlertsBell />
            <Box visibleFrom="sm">
              <ProfileMenu user={user} />
            </Box>
            <Box hiddenFrom="sm">
              <BurgerMenu user={user} />
            </Box>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}
