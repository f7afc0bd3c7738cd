import { Modal, type ModalProps } from '@mantine/core'

/** The portal's modal: centred, with a Russian name for the close button and a heading-level title. */
export function AppModal({ closeButtonProps, ...props }: ModalProps) {
  return (
    <Modal
      centered
      closeButtonProps={{ 'aria-label': 'Закрыть', ...closeButtonProps }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...props}
    />
  )
}
