import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'

/** The top right corner where the portal's notifications appear (signed-in-providers.tsx loads it). */
export function NotificationsCorner() {
  return <Notifications position="top-right" />
}
