import { notifications } from '@mantine/notifications'
import { ReopenReasonField, useReopenReasonForm } from '../../shared/reopen-reason'
import { useReopenOrder } from '../api/order-api'
import { closing } from '../model/closing'
import { ActionModal } from './action-modal'

/** SPEC §4 Order: reopening (renewal) needs a reason; «Возобновить» waits until the reason is valid. */
export function ReopenOrderModal({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const mutation = useReopenOrder(id)
  const form = useReopenReasonForm()
  const close = closing(onClose, mutation, form)
  return (
    <ActionModal
      opened={opened}
      onClose={close}
      title="Возобновить заявку"
      submitLabel="Возобновить"
      canSubmit={form.formState.isValid}
      onSubmit={form.handleSubmit(({ reason }) =>
        mutation.mutate(reason, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Заявка возобновлена' })
            close()
          },
        }),
      )}
      pending={mutation.isPending}
      error={mutation.error}
    >
      <ReopenReasonField form={form} autoFocus />
    </ActionModal>
  )
}
