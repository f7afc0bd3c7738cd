import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import { DatesProvider } from '@mantine/dates'
import dayjs from 'dayjs'
import 'dayjs/locale/ru'
import { Notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'

// The date pickers and the forms' date texts speak Russian; the login page needs no dayjs.
dayjs.locale('ru')

/** Providers the signed-in pages need but the login page does not, kept out of the first download. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
      <Notifications position="top-right" />
      {children}
    </DatesProvider>
  )
}
