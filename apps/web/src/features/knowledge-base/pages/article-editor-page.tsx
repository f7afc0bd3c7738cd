import { Anchor, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ArticleInput, EditableArticle } from '@psp/contracts'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { formatDate } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { QueryState } from '../../../ui/query-state'
import { useEditableArticle } from '../api/get-editable-article'
import { useSaveArticle } from '../api/save-article'
import { ArticleEditorForm, emptyArticle, formValuesOf } from '../components/article-editor-form'
import { AttachmentsEditor } from '../components/attachments-editor'
import { FeedbackSummary } from '../components/feedback-summary'
import { VersionsList } from '../components/versions-list'
import { useDocumentTitle } from '../../../lib/use-document-title'

const detailsHref = (a: EditableArticle) =>
  paths.articleDetails({ article: a.uuid, system: a.systemUuid, service: a.serviceUuid })

/** /knowledge-base/new?system&service: a new article (Admin only). */
export function NewArticlePage() {
  useDocumentTitle('Новая статья')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const save = useSaveArticle()
  const onSave = (input: ArticleInput) =>
    save.mutate(
      { input },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: 'Статья сохранена' })
          // The editor of the saved article: attachments and versions need its uuid.
          navigate(paths.articleEdit(saved.uuid), { replace: true })
        },
      },
    )
  return (
    <Stack p="md" gap="md">
      <Anchor component={Link} to={paths.knowledgeBase} size="sm">
        ← База знаний
      </Anchor>
      <Title order={1} size="h2">
        Новая статья
      </Title>
      <ArticleEditorForm
        initial={{
          ...emptyArticle(params.get('system') ?? '', params.get('service') ?? ''),
          // «Пробелы базы знаний» opens the editor titled by a query nobody found an answer to.
          title: params.get('title') ?? '',
        }}
        saving={save.isPending}
        saveError={save.error}
        onSave={onSave}
      />
    </Stack>
  )
}

/** /knowledge-base/edit?article: edits an article; every save keeps the previous version (Admin only). */
export function EditArticlePage() {
  useDocumentTitle('Редактирование статьи')
  const [params] = useSearchParams()
  const uuid = params.get('article') ?? ''
  const article = useEditableArticle(uuid || null)
  const save = useSaveArticle()
  const onSave = (input: ArticleInput) =>
    save.mutate(
      { uuid, input },
      { onSuccess: () => notifications.show({ color: 'green', message: 'Статья сохранена' }) },
    )

  return (
    <Stack p="md" gap="md">
      <Anchor component={Link} to={paths.knowledgeBase} size="sm">
        ← База знаний
      </Anchor>
      <Title order={1} size="h2">
        Редактирование статьи
      </Title>
      <QueryState query={article}>
        {(a) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              {/* Keyed by uuid only: a save must not reset what the Admin keeps typing. */}
              <ArticleEditorForm
                key={a.uuid}
                initial={formValuesOf(a)}
                saving={save.isPending}
                saveError={save.error}
                onSave={onSave}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <Paper withBorder p="md">
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={2}>
                      <Text size="sm" data-testid="article-updated">
                        Изменено {formatDate(a.updatedAt)}
                      </Text>
                      <Text size="xs" c="gray.7">
                        Создано {formatDate(a.createdAt)} · версия {a.version}
                        {a.updatedBy ? ` · ${a.updatedBy.fio}` : ''}
                      </Text>
                    </Stack>
                    <Anchor component={Link} to={detailsHref(a)} size="sm">
                      Открыть статью
                    </Anchor>
                  </Group>
                </Paper>
                <Paper withBorder p="md" component="section" aria-labelledby="files-title">
                  <Title order={2} size="h4" mb="sm" id="files-title">
                    Файлы статьи
                  </Title>
                  <AttachmentsEditor owner="articles" uuid={a.uuid} files={a.files} />
                </Paper>
                <FeedbackSummary articleUuid={a.uuid} />
                <VersionsList articleUuid={a.uuid} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </Stack>
  )
}
