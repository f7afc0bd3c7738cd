import { Alert, Group, Select, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ApplicationView, ApplicationViewInput, ApplicationViews, StatusGroup } from '@psp/contracts'
import { IconDeviceFloppy, IconRefresh, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { isApiError } from '../../../../lib/api-error'
import { AppButton } from '../../../../ui/app-button'
import { ConfirmModal } from '../../../../ui/confirm-modal'
import { useCreateOrderView, useSaveOrderViews, useUpdateOrderView } from '../api/views'
import { differsFromView, type OrdersState } from '../model/orders-view'
import { SaveViewModal } from './save-view-modal'

const messageOf = (error: unknown) => (isApiError(error) ? error.message : 'Не удалось сохранить представление')

interface Props {
  views: ApplicationViews | undefined
  viewsFailed: boolean
  onRetry: () => void
  /** The view the table shows now (null: none chosen). */
  current: ApplicationView | null
  state: OrdersState
  statusGroup: StatusGroup
  /** Applies a chosen (or just saved) view to the table; null leaves the table as it is. */
  onChoose: (view: ApplicationView | null) => void
}

/**
 * The saved views of the order lists: choose one (it reapplies its list, sort and filters and is remembered for the
 * next visit), save the table as a new one, save over the current one, delete the current one.
 */
export function ViewsBar({ views, viewsFailed, onRetry, current, state, statusGroup, onChoose }: Props) {
  const create = useCreateOrderView()
  const update = useUpdateOrderView()
  const saveSet = useSaveOrderViews()
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const list = views?.list ?? []
  const input = (name: string): ApplicationViewInput => ({ name, statusGroup, state })
  const changed = current !== null && differsFromView(state, current)

  const choose = (uuid: string | null) => {
    const view = list.find((v) => v.uuid === uuid) ?? null
    onChoose(view)
    // Remembered, so the page opens on it next time; a failure only loses that memory, the table is already set.
    saveSet.mutate(
      { uuid: view?.uuid ?? null, list },
      { onError: () => notifications.show({ color: 'red', message: 'Не удалось запомнить выбранное представление' }) },
    )
  }

  if (viewsFailed) {
    return (
      <Alert color="red" title="Не удалось загрузить сохраненные представления">
        <Group gap="sm">
          <Text size="sm">Список можно смотреть и фильтровать, но сохранить представление сейчас нельзя.</Text>
          <AppButton size="xs" kind="secondary" onClick={onRetry}>
            Повторить попытку
          </AppButton>
        </Group>
      </Alert>
    )
  }

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Представление"
        placeholder={views ? (list.length ? 'Не выбрано' : 'Сохраненных представлений нет') : 'Загружается...'}
        data={list.map((v) => ({ value: v.uuid, label: v.name }))}
        value={current?.uuid ?? null}
        // Choosing the current view again reapplies it (after the table was changed), so every pick counts.
        onOptionSubmit={choose}
        onChange={(uuid) => uuid === null && choose(null)}
        clearable
        allowDeselect={false}
        disabled={!views || list.length === 0}
        w={{ base: '100%', xs: 300 }}
        styles={{ description: { color: 'var(--mantine-color-orange-9)' } }}
        description={changed ? 'Сортировка или фильтры изменены' : undefined}
      />
      <AppButton
        kind="secondary"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={() => {
          create.reset()
          setSaving(true)
        }}
        disabled={!views}
      >
        Сохранить как новое
      </AppButton>
      {current && (
        <>
          <AppButton
            kind="secondary"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={update.isPending}
            disabled={!changed && current.statusGroup === statusGroup}
            onClick={() =>
              update.mutate(
                { uuid: current.uuid, input: input(current.name) },
                {
                  onSuccess: (answer) => {
                    onChoose(answer.list.find((v) => v.uuid === current.uuid) ?? null)
                    notifications.show({ color: 'green', message: `Представление «${current.name}» обновлено` })
                  },
                  onError: (e) => notifications.show({ color: 'red', message: messageOf(e) }),
                },
              )
            }
          >
            Обновить представление
          </AppButton>
          <AppButton
            kind="ghost"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            Удалить
          </AppButton>
        </>
      )}
      <SaveViewModal
        opened={saving}
        onClose={() => setSaving(false)}
        views={list}
        saving={create.isPending}
        serverError={create.isError ? messageOf(create.error) : null}
        onSave={(name) =>
          create.mutate(input(name), {
            onSuccess: (answer) => {
              setSaving(false)
              onChoose(answer.views.list.find((v) => v.uuid === answer.createdViewId) ?? null)
              notifications.show({ color: 'green', message: `Представление «${name}» сохранено` })
            },
          })
        }
      />
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Удалить представление"
        kind="danger"
        confirmLabel="Удалить"
        loading={saveSet.isPending}
        onConfirm={() =>
          current &&
          saveSet.mutate(
            { uuid: null, list: list.filter((v) => v.uuid !== current.uuid) },
            {
              onSuccess: () => {
                setDeleting(false)
                onChoose(null)
                notifications.show({ color: 'green', message: `Представление «${current.name}» удалено` })
              },
              onError: (e) => notifications.show({ color: 'red', message: messageOf(e) }),
            },
          )
        }
      >
        {`Удалить представление «${current?.name ?? ''}»? Сортировка и фильтры таблицы останутся как есть.`}
      </ConfirmModal>
    </Group>
  )
}
