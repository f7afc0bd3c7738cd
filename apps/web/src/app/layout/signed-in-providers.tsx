import { useNotifications } from '@mantine/notifications'
import { lazy, type ReactNode } from 'react'
import { OnceOpened } from '../../ui/once-opened'

const Notifications = lazy(() => import('./notifications-corner').then((m) => ({ default: m.NotificationsCorner })))

/**
 * What the signed-in pages share besides the page: the corner where `notifications.show` messages appear. Its code
 * loads with the first message, not with every page (ADR 0027).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const shown = useNotifications().notifications.length > 0
  return (
    <>
      <OnceOpened opened={shown}>
        <Notifications />
      </OnceOpened>
      {children}
    </>
  )
}
