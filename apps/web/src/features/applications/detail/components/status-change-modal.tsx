import { Select, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { APPLICATION_COMMENT_MAX, applicationStatusLabel, type Application, type OperatorStatus } from '@psp/contracts'
import { useState } from 'react'
import { UI_MESSAGES } from '../../../../ui/messages'
import { useMoveApplication } from '../api/service-desk-api'
import { operatorMoveOptions } from '../model/operator-moves'
import { ActionModal } from './action-modal'

/** The operator moves the application along the workflow, with a comment the applicant receives. */
export function StatusChangeModal({
  order,
  opened,
  onClose,
}: {
  order: Application
  opened: boolean
  onClose: () => void
}) {
  const mutation = useMoveApplication(order.id)
  const [status, setStatus] = useState<string | null>(null)
  const [comment, setComment] = useState('')
  const options = operatorMoveOptions(order)
  const tooLong = comment.trim().length > APPLICATION_COMMENT_MAX
  const close = () => {
    mutation.reset()
    setStatus(null)
    setComment('')
    onClose()
  }
  return (
    <ActionModal
      opened={opened}
      onClose={close}
      title="Изменить статус"
      submitLabel="Изменить статус"
      canSubmit={status !== null && !tooLong}
      onSubmit={() =>
        mutation.mutate(
          { status: status as OperatorStatus, comment: comment.trim() || undefined },
          {
            onSuccess: (changed) => {
              notifications.show({
                color: 'green',
                message: `Статус изменен: «${applicationStatusLabel(changed.status)}»`,
              })
              close()
            },
          },
        )
      }
      pending={mutation.isPending}
      error={mutation.error}
    >
      <Select
        label="Новый статус"
        withAsterisk
        data={options}
        value={status}
        onChange={setStatus}
        placeholder="Выберите статус"
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Textarea
        label="Комментарий для заявителя (например, вопрос при статусе «Ожидает уточнений у пользователя»)"
        autosize
        minRows={3}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        error={tooLong ? UI_MESSAGES.tooLong : null}
      />
    </ActionModal>
  )
}
