import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../../../lib/api-client'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { ResultDialog } from './result-dialog'

export interface DecisionFlowProps<T> {
  opened: boolean
  title: string
  confirmLabel: string
  kind?: 'primary' | 'danger'
  /** The question, and any choice the decision needs (e.g. the role). */
  children: ReactNode
  /** The call; run again as is by the error dialog's retry. */
  run: () => Promise<T>
  /** False while the choice is incomplete: confirming then runs nothing and calls `onNotReady` instead. */
  ready?: boolean
  /** Confirm pressed while not ready: the form shows what is missing, so the button never silently does nothing. */
  onNotReady?: () => void
  success: (result: T) => { title: string; text?: string }
  /** The error dialog's title and text for a failure; by default a generic one with the server's message. */
  failure?: (error: unknown) => { title: string; text?: string; retry: boolean }
  onCancel: () => void
  /** Closing the success dialog: the page reloads its data (SPEC §4). */
  onFinished: () => void
}

const defaultFailure = (error: unknown) => ({
  title: 'Не удалось выполнить действие',
  text: error instanceof ApiError ? error.message : 'Попробуйте повторить позднее',
  retry: true,
})

/** Confirm → call → success dialog, or an error dialog whose retry repeats the same call (SPEC §4). */
export function DecisionFlow<T>(props: DecisionFlowProps<T>) {
  const mutation = useMutation({ mutationFn: props.run })
  const close = () => {
    mutation.reset()
    props.onCancel()
  }
  if (mutation.isSuccess) {
    const done = props.success(mutation.data)
    return (
      <ResultDialog
        opened
        title={done.title}
        text={done.text}
        onClose={() => {
          mutation.reset()
          props.onFinished()
        }}
      />
    )
  }
  if (mutation.isError) {
    const failed = (props.failure ?? defaultFailure)(mutation.error)
    return (
      <ResultDialog
        opened
        title={failed.title}
        text={failed.text}
        onClose={close}
        onRetry={failed.retry ? () => mutation.mutate() : undefined}
      />
    )
  }
  return (
    <ConfirmModal
      opened={props.opened}
      onClose={close}
      onConfirm={() => ((props.ready ?? true) ? mutation.mutate() : props.onNotReady?.())}
      title={props.title}
      confirmLabel={props.confirmLabel}
      kind={props.kind}
      loading={mutation.isPending}
    >
      {props.children}
    </ConfirmModal>
  )
}
