import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import { DatesProvider } from '@mantine/dates'
import { Notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'

/** Providers the signed-in pages need but the login page does not, kept out of the first download. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <Notifications position="top-right" />
      {children}
    </DatesProvider>
  )
}
