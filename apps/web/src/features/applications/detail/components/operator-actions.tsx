import { Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Application } from '@psp/contracts'
import { useState } from 'react'
import { AppButton } from '../../../../ui/app-button'
import { useReplyToApplication, useTakeApplication } from '../api/service-desk-api'
import { actionErrorText } from '../model/action-error'
import { operatorMayTake, operatorMoveOptions } from '../model/operator-moves'
import { CommentModal } from './comment-modal'
import { StatusChangeModal } from './status-change-modal'
import { StatusHistoryModal } from './status-history-modal'

type Modal = 'reply' | 'status' | 'history' | null

/** What an operator does with an open application: take it, reply with files, move it along the workflow. */
export function OperatorActions({ order }: { order: Application }) {
  const [modal, setModal] = useState<Modal>(null)
  const close = () => setModal(null)
  const take = useTakeApplication(order.id)
  const reply = useReplyToApplication(order.id)
  const open = !order.archived && order.status !== 'closed'
  const onTake = () =>
    take.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Заявка взята в работу' }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Не удалось взять заявку', message: actionErrorText(error) }),
    })
  return (
    <>
      <Group gap="sm">
        {operatorMayTake(order) && (
          <AppButton onClick={onTake} loading={take.isPending}>
            Взять в работу
          </AppButton>
        )}
        {open && (
          <AppButton kind="secondary" onClick={() => setModal('reply')}>
            Ответить
          </AppButton>
        )}
        {operatorMoveOptions(order).length > 0 && (
          <AppButton kind="secondary" onClick={() => setModal('status')}>
            Изменить статус
          </AppButton>
        )}
        <AppButton kind="ghost" onClick={() => setModal('history')}>
          История статусов
        </AppButton>
      </Group>
      <CommentModal
        opened={modal === 'reply'}
        onClose={close}
        title="Ответ заявителю"
        mutation={reply}
        successText="Ответ отправлен заявителю"
      />
      <StatusChangeModal order={order} opened={modal === 'status'} onClose={close} />
      <StatusHistoryModal id={order.id} opened={modal === 'history'} onClose={close} />
    </>
  )
}
