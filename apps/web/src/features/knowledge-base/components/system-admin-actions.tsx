import { Button, Group } from '@mantine/core'
import type { KbSystem } from '@psp/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useDeleteSystem } from '../api/delete-system'
import { useSaveSystem } from '../api/save-system'
import { ConfirmDeleteModal } from './confirm-delete-modal'
import { EditDeleteButtons } from './edit-delete-buttons'
import { errorMessageOf } from './error-message'
import { TitleFormModal } from './title-form-modal'
import { useDialogMode } from './use-dialog-mode'

export interface SystemAdminActionsProps {
  /** The system shown now; without it only «Добавить систему» is offered. */
  system: KbSystem | null
  onCreated: (uuid: string) => void
}

/** The Admin's controls of the systems: add one, rename or delete the chosen one. */
export function SystemAdminActions({ system, onCreated }: SystemAdminActionsProps) {
  const save = useSaveSystem()
  const remove = useDeleteSystem()
  const { mode, open, close } = useDialogMode<'create' | 'edit' | 'delete'>(save, remove)
  return (
    <Group gap="xs">
      <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => open('create')}>
        Добавить систему
      </Button>
      {system && <EditDeleteButtons what="систему" onEdit={() => open('edit')} onDelete={() => open('delete')} />}
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
