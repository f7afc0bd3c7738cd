import { Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { APPLICATION_REASON_MAX } from '@psp/contracts'
import { useState } from 'react'
import { UI_MESSAGES } from '../../../../ui/messages'
import { useReopenOrder } from '../api/order-api'
import { ActionModal } from './action-modal'

/** SPEC §4 Order: reopening (renewal) needs a reason. */
export function ReopenOrderModal({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const mutation = useReopenOrder(id)
  const [reason, setReason] = useState('')
  const tooLong = reason.trim().length > APPLICATION_REASON_MAX
  const close = () => {
    mutation.reset()
    setReason('')
    onClose()
  }
  return (
    <ActionModal
      opened={opened}
      onClose={close}
      title="Возобновить заявку"
      submitLabel="Возобновить"
      canSubmit={reason.trim().length > 0 && !tooLong}
      onSubmit={() =>
        mutation.mutate(reason.trim(), {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Заявка возобновлена' })
            close()
          },
        })
      }
      pending={mutation.isPending}
      error={mutation.error}
    >
      <Textarea
        label="Причина возобновления"
        withAsterisk
        autosize
        minRows={3}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={tooLong ? UI_MESSAGES.tooLong : null}
        data-autofocus
      />
    </ActionModal>
  )
}
