import { useBlocker } from 'react-router'
import { ConfirmModal } from '../../../ui/confirm-modal'

interface UnsavedReportConfirmProps {
  opened: boolean
  /** The report's name, when it is a saved view. */
  name?: string
  onStay: () => void
  onLeave: () => void
}

/** «Отчет изменен»: asked before a change to the report's settings that was not saved is lost. */
export function UnsavedReportConfirm({ opened, name, onStay, onLeave }: UnsavedReportConfirmProps) {
  return (
    <ConfirmModal
      opened={opened}
      onClose={onStay}
      onConfirm={onLeave}
      title="Отчет изменен"
      confirmLabel="Перейти"
      cancelLabel="Остаться"
    >
      {`Настройки отчета${name ? ` «${name}»` : ''} не сохранены. Перейти без сохранения?`}
    </ConfirmModal>
  )
}

/**
 * Asks the same before the user leaves the report screen for another page of the portal while its settings are not
 * saved. Reloading or closing the tab is not asked about: the browser's own question cannot say what would be lost.
 */
export function LeaveUnsavedReport({ unsaved, name }: { unsaved: boolean; name?: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  )
  return (
    <UnsavedReportConfirm
      opened={blocker.state === 'blocked'}
      name={name}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  )
}
