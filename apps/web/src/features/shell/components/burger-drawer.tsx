import { Divider, Drawer, Group, Stack, UnstyledButton } from '@mantine/core'
import type { User } from '@psp/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { canReadReports } from '../../../lib/report-access'
import { policyActorOf, userCan } from '../../../lib/use-can'
import { profileMenuItems } from '../model/profile-menu'
import { useHasUnreadAlerts } from '../model/use-has-unread-alerts'
import classes from './header-nav.module.css'
import { HeaderNav } from './header-nav'
import { LogoutConfirmModal } from './logout-confirm-modal'
import { OrganizationBlock } from './organization-block'
import { SupportContacts } from '../../../ui/support-contacts'
import { UnreadDot } from './unread-dot'
import { useAfterFirstFrame } from '../../../ui/once-opened'

interface Props {
  user: User
  opened: boolean
  close: () => void
}

/**
 * The burger's drawer (burger-menu.tsx), loaded by its first press: it duplicates the header, with navigation, alerts,
 * organization, profile items and 'Выйти'.
 */
export function BurgerDrawer({ user, opened, close }: Props) {
  const ready = useAfterFirstFrame()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const hasUnread = useHasUnreadAlerts()
  const items = profileMenuItems(policyActorOf(user), { reports: canReadReports(user) })
  const choosesOrganization = userCan(user, 'regularArea')
  // The alerts page is the bell's target; the admin's «Оповещения» item leads to the notifications instead.
  const withAlerts = items.some((i) => i.to === paths.alerts)
    ? items
    : [{ label: 'Мои оповещения', to: paths.alerts, showsUnreadDot: true }, ...items]
  return (
    <>
      <Drawer opened={ready && opened} onClose={close} title="Меню" position="right" size="xs">
        <nav aria-label="Меню портала">
          <Stack gap="sm">
            <HeaderNav vertical onNavigate={close} />
            <Divider />
            {choosesOrganization && <OrganizationBlock user={user} onNavigate={close} />}
            {choosesOrganization && <Divider />}
            <Stack component="ul" gap={4} className={classes.list}>
              {withAlerts.map((item) => (
                <li key={item.to}>
                  <UnstyledButton component={Link} to={item.to} className={classes.link} onClick={close}>
                    <Group gap={8} wrap="nowrap">
                      <span>{item.label}</span>
                      {item.showsUnreadDot && hasUnread && <UnreadDot />}
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
              <li>
                <UnstyledButton
                  className={classes.link}
                  c="red.7"
                  onClick={() => {
                    close()
                    setConfirmOpen(true)
                  }}
                >
                  Выйти
                </UnstyledButton>
              </li>
            </Stack>
            <Divider />
            <SupportContacts direction="column" />
          </Stack>
        </nav>
      </Drawer>
      <LogoutConfirmModal opened={confirmOpen} onClose={() => setConfirmOpen(false)} />
    </>
  )
}
