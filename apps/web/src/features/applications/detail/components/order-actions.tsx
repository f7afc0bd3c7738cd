import { Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Application } from '@psp/contracts'
import { useState } from 'react'
import { AppButton } from '../../../../ui/app-button'
import { ConfirmModal } from '../../../../ui/confirm-modal'
import { useArchiveOrder, useCommentOrder } from '../api/order-api'
import { actionErrorText } from '../model/action-error'
import { AddFilesModal } from './add-files-modal'
import { CloseOrderModal } from './close-order-modal'
import { CommentModal } from './comment-modal'
import { ReopenOrderModal } from './reopen-order-modal'
import { StatusHistoryModal } from './status-history-modal'

type Modal = 'comment' | 'files' | 'close' | 'reopen' | 'archive' | 'history' | null

/**
 * The applicant's actions on the order page: only those the current status allows are offered (`actions` from the
 * server, which refuses the rest with InappropriateStatus), plus the status history.
 */
export function OrderActions({ order }: { order: Application }) {
  const [modal, setModal] = useState<Modal>(null)
  const close = () => setModal(null)
  const comment = useCommentOrder(order.id)
  const archive = useArchiveOrder(order.id)
  const { actions } = order
  return (
    <>
      <Group gap="sm">
        {actions.comment && <AppButton onClick={() => setModal('comment')}>Добавить комментарий</AppButton>}
        {actions.addFiles && (
          <AppButton kind="secondary" onClick={() => setModal('files')}>
            Добавить файлы
          </AppButton>
        )}
        {actions.close && (
          <AppButton kind="secondary" onClick={() => setModal('close')}>
            Закрыть заявку
          </AppButton>
        )}
        {actions.reopen && (
          <AppButton kind="secondary" onClick={() => setModal('reopen')}>
            Возобновить
          </AppButton>
        )}
        {actions.archive && (
          <AppButton kind="secondary" onClick={() => setModal('archive')}>
            Перенести в архив
          </AppButton>
        )}
        <AppButton kind="ghost" onClick={() => setModal('history')}>
          История статусов
        </AppButton>
      </Group>
      <CommentModal
        opened={modal === 'comment'}
        onClose={close}
        title="Добавить комментарий"
        mutation={comment}
        successText="Комментарий добавлен"
      />
      <AddFilesModal id={order.id} opened={modal === 'files'} onClose={close} />
      <CloseOrderModal id={order.id} opened={modal === 'close'} onClose={close} />
      <ReopenOrderModal id={order.id} opened={modal === 'reopen'} onClose={close} />
      <ConfirmModal
        opened={modal === 'archive'}
        onClose={close}
        title="Перенести заявку в архив?"
        confirmLabel="Перенести в архив"
        loading={archive.isPending}
        onConfirm={() =>
          archive.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: 'Заявка перенесена в архив' })
              close()
            },
            onError: (error) => {
              notifications.show({
                color: 'red',
                title: 'Не удалось выполнить действие',
                message: actionErrorText(error),
              })
              close()
            },
          })
        }
      >
        Заявка перейдет в список «Архив» и останется в списке «Все».
      </ConfirmModal>
      <StatusHistoryModal id={order.id} opened={modal === 'history'} onClose={close} />
    </>
  )
}
