import { Select, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { applicationStatusLabel, operatorStatusChangeSchema, type Application } from '@psp/contracts'
import { Controller } from 'react-hook-form'
import { useContractForm } from '../../../../lib/use-contract-form'
import { useMoveApplication } from '../api/service-desk-api'
import { operatorMoveOptions } from '../model/operator-moves'
import { closing } from '../model/closing'
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
  const form = useContractForm(operatorStatusChangeSchema, { comment: '' })
  const options = operatorMoveOptions(order)
  const close = closing(onClose, mutation, form)
  return (
    <ActionModal
      opened={opened}
      onClose={close}
      title="Изменить статус"
      submitLabel="Изменить статус"
      canSubmit={form.formState.isValid}
      onSubmit={form.handleSubmit(({ status, comment }) =>
        mutation.mutate(
          { status, comment: comment || undefined },
          {
            onSuccess: (changed) => {
              notifications.show({
                color: 'green',
                message: `Статус изменен: «${applicationStatusLabel(changed.status)}»`,
              })
              close()
            },
          },
        ),
      )}
      pending={mutation.isPending}
      error={mutation.error}
    >
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Select
            label="Новый статус"
            withAsterisk
            data={options}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            placeholder="Выберите статус"
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
      />
      <Textarea
        label="Комментарий для заявителя (например, вопрос при статусе «Ожидает уточнений у пользователя»)"
        autosize
        minRows={3}
        {...form.register('comment')}
        error={form.formState.errors.comment?.message}
      />
    </ActionModal>
  )
}
