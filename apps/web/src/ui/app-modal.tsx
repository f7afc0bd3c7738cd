import type { ModalProps } from '@mantine/core'
import { lazy } from 'react'
import './focus-history'
import { OnceOpened } from './once-opened'

const AppModalDialog = lazy(() => import('./app-modal-dialog').then((m) => ({ default: m.AppModalDialog })))

/**
 * The portal's modal: centred, with a Russian name for the close button and a heading-level title, focus going back
 * to where it was opened from (app-modal-dialog.tsx). Its code loads when it first opens, not with the page.
 */
export function AppModal(props: ModalProps) {
  return (
    <OnceOpened opened={props.opened}>
      <AppModalDialog {...props} />
    </OnceOpened>
  )
}
