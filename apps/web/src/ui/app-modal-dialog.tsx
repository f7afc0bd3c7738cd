import { Modal, type ModalProps } from '@mantine/core'
import { useModalFocusReturn } from './modal-focus-return'

/**
 * The portal's modal (loaded by app-modal.tsx on its first opening): centred, with a Russian name for the close button and a heading-level title. Focus goes back to
 * where it was opened from, or near there when that control is gone (modal-focus-return.ts).
 */
export function AppModalDialog({ closeButtonProps, returnFocus = true, ...props }: ModalProps) {
  const root = useModalFocusReturn(returnFocus && props.opened)
  return (
    <Modal
      ref={root}
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть', ...closeButtonProps }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...props}
      returnFocus={false}
    />
  )
}
