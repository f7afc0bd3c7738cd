import { Group, Menu, Text } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { platformRoleLabels, type User } from '@psp/contracts'
import { useEffect, useRef, useState } from 'react'
import { useAfterFirstFrame } from '../../../ui/once-opened'
import { Link } from 'react-router'
import { canReadReports } from '../../../lib/report-access'
import { policyActorOf, userCan } from '../../../lib/use-can'
import { profileMenuItems } from '../model/profile-menu'
import { useHasUnreadAlerts } from '../model/use-has-unread-alerts'
import { LogoutConfirmModal } from './logout-confirm-modal'
import { ProfileTrigger } from './profile-trigger'
import { UnreadDot } from './unread-dot'

/**
 * The profile dropdown of SPEC §2 (items by role, the red dot, 'Выйти'), loaded by the trigger's first press
 * (profile-menu.tsx): it comes open, its trigger holding the focus the first one had, so that closing the menu brings
 * focus back there.
 */
export function ProfileMenuOpened({ user }: { user: User }) {
  const isAdmin = userCan(user, 'administer')
  const hasUnread = useHasUnreadAlerts()
  const trigger = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(true)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const ready = useAfterFirstFrame()
  useEffect(() => trigger.current?.focus(), [])
  return (
    <>
      {/* No initial-focus placeholder: a role=menu may hold only menu items (axe aria-required-children). */}
      <Menu
        opened={ready && opened}
        onChange={setOpened}
        position="bottom-end"
        width={260}
        shadow="md"
        withinPortal
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <ProfileTrigger ref={trigger} user={user} />
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
