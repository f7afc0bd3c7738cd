import { Button, Group } from '@mantine/core'
import type { KbService } from '@psp/contracts'
import { IconPlus } from '@tabler/icons-react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { useDeleteService } from '../api/delete-service'
import { useSaveService } from '../api/save-service'
import { ConfirmDeleteModal } from './confirm-delete-modal'
import { EditDeleteButtons } from './edit-delete-buttons'
import { errorMessageOf } from './error-message'
import { TitleFormModal } from './title-form-modal'
import { useDialogMode } from './use-dialog-mode'

export const newArticleHref = (systemUuid: string, serviceUuid?: string) =>
  `${paths.articleNew}?${new URLSearchParams({ system: systemUuid, ...(serviceUuid ? { service: serviceUuid } : {}) })}`

/** The Admin's controls of one service: add an article to it, rename it, delete it. */
export function ServiceAdminActions({ service }: { service: KbService }) {
  const save = useSaveService()
  const remove = useDeleteService()
  const { mode, open, close } = useDialogMode<'edit' | 'delete'>(save, remove)
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={newArticleHref(service.systemUuid, service.uuid)}
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
      >
        Добавить статью
      </Button>
      <EditDeleteButtons what="сервис" onEdit={() => open('edit')} onDelete={() => open('delete')} />
      <TitleFormModal
        opened={mode === 'edit'}
        heading="Изменение сервиса"
        initial={{ title: service.title, description: service.description ?? '' }}
        saving={save.isPending}
        error={errorMessageOf(save.error)}
        onClose={close}
        onSubmit={(input) => save.mutate({ uuid: service.uuid, input }, { onSuccess: close })}
      />
      <ConfirmDeleteModal
        opened={mode === 'delete'}
        heading="Удаление сервиса"
        text={`Удалить сервис «${service.title}»? Сервис со статьями удалить нельзя.`}
        deleting={remove.isPending}
        error={errorMessageOf(remove.error)}
        onClose={close}
        onConfirm={() => remove.mutate(service.uuid, { onSuccess: close })}
      />
    </Group>
  )
}
