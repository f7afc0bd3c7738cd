import { Button, Group } from '@mantine/core'
import type { KbSystem } from '@psp/contracts'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useDeleteSystem } from '../api/delete-system'
import { useSaveSystem } from '../api/save-system'
import { ConfirmDeleteModal } from './confirm-delete-modal'
import { errorMessageOf } from './error-message'
import { TitleFormModal } from './title-form-modal'

export interface SystemAdminActionsProps {
  /** The system shown now; without it only «Добавить систему» is offered. */
  system: KbSystem | null
  onCreated: (uuid: string) => void
}

/** The Admin's controls of the systems: add one, rename or delete the chosen one. */
export function SystemAdminActions({ system, onCreated }: SystemAdminActionsProps) {
  const [mode, setMode] = useState<'create' | 'edit' | 'delete' | null>(null)
  const save = useSaveSystem()
  const remove = useDeleteSystem()
  const close = () => {
    setMode(null)
    save.reset()
    remove.reset()
  }
  return (
    <Group gap="xs">
      <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setMode('create')}>
        Добавить систему
      </Button>
      {system && (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setMode('edit')}
          >
            Изменить систему
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => setMode('delete')}
          >
            Удалить систему
          </Button>
        </>
      )}
      <TitleFormModal
        opened={mode === 'create' || mode === 'edit'}
        heading={mode === 'edit' ? 'Изменение системы' : 'Новая система'}
        initial={mode === 'edit' && system ? { title: system.title, description: system.description ?? '' } : undefined}
        saving={save.isPending}
        error={errorMessageOf(save.error)}
        onClose={close}
        onSubmit={(input) =>
          save.mutate(
            { uuid: mode === 'edit' ? system?.uuid : undefined, input },
            {
              onSuccess: (saved) => {
                close()
                onCreated(saved.uuid)
              },
            },
          )
        }
      />
      {system && (
        <ConfirmDeleteModal
          opened={mode === 'delete'}
          heading="Удаление системы"
          text={`Удалить систему «${system.title}»? Систему с сервисами удалить нельзя.`}
          deleting={remove.isPending}
          error={errorMessageOf(remove.error)}
          onClose={close}
          onConfirm={() => remove.mutate(system.uuid, { onSuccess: close })}
        />
      )}
    </Group>
  )
}
