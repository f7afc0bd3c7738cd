import { Group, Radio, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { APPLICATION_MARKS } from '@psp/contracts'
import { useState } from 'react'
import { useCloseOrder } from '../api/order-api'
import { ActionModal } from './action-modal'

/** SPEC §4 Order: closing needs a mark from 1 to 5, sent as `mark` (SPEC §9). */
export function CloseOrderModal({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const mutation = useCloseOrder(id)
  const [mark, setMark] = useState<string | null>(null)
  const close = () => {
    mutation.reset()
    setMark(null)
    onClose()
  }
  return (
    <ActionModal
      opened={opened}
      onClose={close}
      title="Закрыть заявку"
      submitLabel="Закрыть заявку"
      canSubmit={mark !== null}
      onSubmit={() =>
        mutation.mutate(Number(mark), {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Заявка закрыта. Спасибо за оценку!' })
            close()
          },
        })
      }
      pending={mutation.isPending}
      error={mutation.error}
    >
      <Radio.Group
        label="Оцените работу службы поддержки: 1 — очень плохо, 5 — отлично"
        withAsterisk
        value={mark}
        onChange={setMark}
      >
        <Group mt="xs" gap="lg">
          {APPLICATION_MARKS.map((m) => (
            <Radio key={m} value={String(m)} label={String(m)} aria-label={`Оценка ${m}`} />
          ))}
        </Group>
      </Radio.Group>
      {mark === null && (
        <Text size="sm" c="gray.7">
          Выберите оценку, чтобы закрыть заявку
        </Text>
      )}
    </ActionModal>
  )
}
