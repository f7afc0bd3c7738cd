import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconLogout } from '@tabler/icons-react'
import { platformRoleLabels, type User } from '@psp/contracts'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { canReadReports } from '../../../lib/report-access'
import { policyActorOf, userCan } from '../../../lib/use-can'
import { isProfileHighlighted, profileMenuItems } from '../model/profile-menu'
import { useHasUnreadAlerts } from '../model/use-has-unread-alerts'
import { LogoutConfirmModal } from './logout-confirm-modal'
import { UnreadDot } from './unread-dot'

/** The profile dropdown of SPEC §2: items by role, the red dot, highlighting by path, and 'Выйти'. */
export function ProfileMenu({ user }: { user: User }) {
  const isAdmin = userCan(user, 'administer')
  const { pathname } = useLocation()
  const hasUnread = useHasUnreadAlerts()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const highlighted = isProfileHighlighted(pathname)
  return (
    <>
      {/* No initial-focus placeholder: a role=menu may hold only menu items (axe aria-required-children). */}
      <Menu position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton
            aria-label="Профиль"
            data-active={highlighted || undefined}
            data-testid="profile-trigger"
            px={6}
            py={4}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              background: highlighted ? 'var(--mantine-color-portal-0)' : undefined,
              outline: highlighted ? '2px solid var(--mantine-color-portal-6)' : undefined,
            }}
          >
            <Group gap={6} wrap="nowrap">
              {/* A picture only: visible text inside would contradict the trigger's name «Профиль». */}
              <Avatar src={user.avatar} alt="" radius="xl" size={34} color="portal" />
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text span size="sm" fw={600} c="dark" display="block">
              {user.fio || user.email}
            </Text>
            {isAdmin && (
              <Text span size="xs" c="gray.7" display="block">
                {platformRoleLabels.Admin}
              </Text>
            )}
          </Menu.Label>
          {profileMenuItems(policyActorOf(user), { reports: canReadReports(user) }).map((item) => (
            <Menu.Item key={item.to} component={Link} to={item.to}>
              <Group gap={8} wrap="nowrap">
                <span>{item.label}</span>
                {item.showsUnreadDot && hasUnread && <UnreadDot />}
              </Group>
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => setConfirmOpen(true)}
          >
            Выйти
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LogoutConfirmModal opened={confirmOpen} onClose={() => setConfirmOpen(false)} />
    </>
  )
}
