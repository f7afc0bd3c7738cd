import { Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { AppButton } from '../../../ui/app-button'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { KitSection } from './kit-section'
import { DASH } from '../../../ui/empty-value'

export function ModalsSection() {
  const [opened, setOpened] = useState(false)
  const [answer, setAnswer] = useState(DASH)
  return (
    <KitSection
      id="modals"
      title="Модальные окна и уведомления"
      description="ConfirmModal (AppModal) и уведомления Mantine"
    >
      <Group>
        <AppButton kind="danger" onClick={() => setOpened(true)}>
          Выйти
        </AppButton>
        <AppButton
          kind="secondary"
          onClick={() => notifications.show({ title: 'Готово', message: 'Файл загружен успешно', color: 'green' })}
        >
          Показать уведомление
        </AppButton>
        <Text size="sm" aria-live="polite">
          Ответ: {answer}
        </Text>
      </Group>
      <ConfirmModal
        opened={opened}
        title="Выход"
        confirmLabel="Выйти"
        kind="danger"
        onClose={() => {
          setAnswer('отмена')
          setOpened(false)
        }}
        onConfirm={() => {
          setAnswer('подтверждено')
          setOpened(false)
        }}
      >
        Вы действительно хотите выйти?
      </ConfirmModal>
    </KitSection>
  )
}
