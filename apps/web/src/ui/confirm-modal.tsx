import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { AppButton } from './app-button'
import { AppModal } from './app-modal'

export interface ConfirmModalProps {
  opened: boolean
  onClose: () => void
  onConfirm: () => void
  title: string
  /** The question or explanation. */
  children?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** 'danger' for destructive actions (exclude, delete, log out). */
  kind?: 'primary' | 'danger'
  /** While true the confirm button spins and the modal cannot be dismissed. */
  loading?: boolean
}

/** A yes/no question in a modal. Cancel and the close button both call onClose. */
export function ConfirmModal({
  opened,
  onClose,
  onConfirm,
  title,
  children,
  confirmLabel = 'Подтвердить',
  cancelLabel = 'Отмена',
  kind = 'primary',
  loading = false,
}: ConfirmModalProps) {
  return (
    <AppModal opened={opened} onClose={loading ? () => {} : onClose} title={title} withCloseButton={!loading}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <AppButton kind="secondary" onClick={onClose} disabled={loading}>
            {cancelLabel}
          </AppButton>
          <AppButton kind={kind} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </AppButton>
        </Group>
      </Stack>
    </AppModal>
  )
}
