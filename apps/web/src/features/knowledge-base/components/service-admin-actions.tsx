import { Button, Group } from '@mantine/core'
import type { KbService } from '@psp/contracts'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { useDeleteService } from '../api/delete-service'
import { useSaveService } from '../api/save-service'
import { ConfirmDeleteModal } from './confirm-delete-modal'
import { errorMessageOf } from './error-message'
import { TitleFormModal } from './title-form-modal'

export const newArticleHref = (systemUuid: string, serviceUuid?: string) =>
  `${paths.articleNew}?${new URLSearchParams({ system: systemUuid, ...(serviceUuid ? { service: serviceUuid } : {}) })}`

/** The Admin's controls of one service: add an article to it, rename it, delete it. */
export function ServiceAdminActions({ service }: { service: KbService }) {
  const [mode, setMode] = useState<'edit' | 'delete' | null>(null)
  const save = useSaveService()
  const remove = useDeleteService()
  const close = () => {
    setMode(null)
    save.reset()
    remove.reset()
  }
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
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => setMode('edit')}
      >
        Изменить сервис
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setMode('delete')}
      >
        Удалить сервис
      </Button>
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
