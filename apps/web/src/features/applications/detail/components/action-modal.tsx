import { Alert, Group, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { AppButton } from '../../../../ui/app-button'
import { AppModal } from '../../../../ui/app-modal'
import { actionErrorText } from '../model/action-error'

export interface ActionModalProps {
  opened: boolean
  onClose: () => void
  title: string
  submitLabel: string
  onSubmit: () => void
  /** False keeps the submit button disabled (SPEC §4: close needs a mark, reopen a reason). */
  canSubmit?: boolean
  pending: boolean
  /** The last failure of the action, shown in the modal with the server's reason. */
  error: unknown
  children: ReactNode
}

/** A modal form of one order action: its fields, the refusal if any, «Отмена» and the action's button. */
export function ActionModal(props: ActionModalProps) {
  const { opened, onClose, title, submitLabel, onSubmit, canSubmit = true, pending, error, children } = props
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSubmit && !pending) onSubmit()
  }
  return (
    <AppModal opened={opened} onClose={pending ? () => {} : onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {children}
          {error ? (
            <Alert color="red" role="alert" title="Не удалось выполнить действие">
              {actionErrorText(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <AppButton kind="secondary" onClick={onClose} disabled={pending}>
              Отмена
            </AppButton>
            <AppButton type="submit" loading={pending} disabled={!canSubmit}>
              {submitLabel}
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  )
}
