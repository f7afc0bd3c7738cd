import { Button, Group } from '@mantine/core'
import type { Article } from '@psp/contracts'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { useDeleteArticle } from '../api/delete-article'
import { rememberSystem } from './selected-system'
import { ConfirmDeleteModal } from './confirm-delete-modal'
import { errorMessageOf } from './error-message'
import { useDialogMode } from './use-dialog-mode'

/** The Admin's controls on the article page: edit it, delete it. */
export function ArticleAdminActions({ article }: { article: Article }) {
  const navigate = useNavigate()
  const remove = useDeleteArticle()
  const { mode, open, close } = useDialogMode<'delete'>(remove)
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={paths.articleEdit(article.uuid)}
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        Редактировать
      </Button>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => open('delete')}
      >
        Удалить
      </Button>
      <ConfirmDeleteModal
        opened={mode === 'delete'}
        heading="Удаление статьи"
        text={`Удалить статью «${article.title}»?`}
        deleting={remove.isPending}
        error={errorMessageOf(remove.error)}
        onClose={close}
        onConfirm={() =>
          remove.mutate(article.uuid, {
            onSuccess: () => {
              rememberSystem(article.system.uuid)
              navigate(paths.knowledgeBase, { replace: true })
            },
          })
        }
      />
    </Group>
  )
}
