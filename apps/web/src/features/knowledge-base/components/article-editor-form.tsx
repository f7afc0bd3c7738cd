import { Alert, Button, Checkbox, Group, Select, Stack, TagsInput, TextInput } from '@mantine/core'
import {
  ARTICLE_MARKDOWN_MAX,
  KB_TAG_MAX,
  KB_TAGS_PER_ARTICLE_MAX,
  KB_TITLE_MAX,
  type ArticleInput,
  type EditableArticle,
} from '@psp/contracts'
import { useState, type FormEvent } from 'react'
import { isApiError } from '../../../lib/api-error'
import { UI_MESSAGES } from '../../../ui/messages'
import { overLimitError } from '../../../ui/text-limit'
import { useServices } from '../api/get-services'
import { useSystems } from '../api/get-systems'
import { MarkdownField } from './markdown-field'

export interface ArticleFormValues {
  title: string
  markdown: string
  systemUuid: string
  serviceUuid: string
  tags: string[]
  isImportant: boolean
}

export const emptyArticle = (systemUuid = '', serviceUuid = ''): ArticleFormValues => ({
  title: '',
  markdown: '',
  systemUuid,
  serviceUuid,
  tags: [],
  isImportant: false,
})

export const formValuesOf = (a: EditableArticle): ArticleFormValues => ({
  title: a.title,
  markdown: a.markdown,
  systemUuid: a.systemUuid,
  serviceUuid: a.serviceUuid,
  tags: a.tags,
  isImportant: a.isImportant,
})

type Errors = Partial<Record<keyof ArticleFormValues, string>>

/** Text over a limit, shown while typing. */
export function lengthErrors(v: ArticleFormValues): Errors {
  const errors: Errors = {}
  const title = overLimitError(v.title.trim(), KB_TITLE_MAX)
  const markdown = overLimitError(v.markdown, ARTICLE_MARKDOWN_MAX)
  const tags = v.tags.map((t) => overLimitError(t, KB_TAG_MAX)).find(Boolean)
  if (title) errors.title = title
  if (markdown) errors.markdown = markdown
  if (tags) errors.tags = tags
  return errors
}

/** Required fields and limits are checked here; everything else is the server's to judge. */
export function validateArticle(v: ArticleFormValues): Errors {
  const errors: Errors = lengthErrors(v)
  if (!v.title.trim()) errors.title = UI_MESSAGES.required
  if (!v.systemUuid) errors.systemUuid = UI_MESSAGES.required
  if (!v.serviceUuid) errors.serviceUuid = UI_MESSAGES.required
  return errors
}

export interface ArticleEditorFormProps {
  initial: ArticleFormValues
  saving: boolean
  saveError: unknown
  onSave: (input: ArticleInput) => void
}

/** Title, place (system and service), tags, the important flag and the text of an article. */
export function ArticleEditorForm({ initial, saving, saveError, onSave }: ArticleEditorFormProps) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const systems = useSystems()
  const services = useServices(values.systemUuid || null)
  const set = <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))
  const serverFields = isApiError(saveError) ? (saveError.fields ?? {}) : {}
  const live = lengthErrors(values)
  const fieldError = (key: keyof ArticleFormValues) => errors[key] ?? live[key] ?? serverFields[key]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = validateArticle(values)
    setErrors(next)
    if (Object.keys(next).length > 0) return
    onSave({ ...values, title: values.title.trim() })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Статья">
      <Stack gap="md">
        <TextInput
          label="Заголовок"
          required
          value={values.title}
          error={fieldError('title')}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <Group grow align="flex-start">
          <Select
            label="Система"
            required
            searchable
            data={(systems.data ?? []).map((s) => ({ value: s.uuid, label: s.title }))}
            value={values.systemUuid || null}
            error={fieldError('systemUuid')}
            onChange={(v) => setValues((cur) => ({ ...cur, systemUuid: v ?? '', serviceUuid: '' }))}
            nothingFoundMessage="Записей не найдено"
          />
          <Select
            label="Сервис"
            required
            searchable
            disabled={!values.systemUuid}
            data={(services.data ?? []).map((s) => ({ value: s.uuid, label: s.title }))}
            value={values.serviceUuid || null}
            error={fieldError('serviceUuid')}
            onChange={(v) => set('serviceUuid', v ?? '')}
            nothingFoundMessage="Записей не найдено"
          />
        </Group>
        <TagsInput
          label="Теги"
          placeholder="Введите тег и нажмите Enter"
          value={values.tags}
          onChange={(tags) => set('tags', tags.map((t) => t.trim()).filter(Boolean))}
          maxTags={KB_TAGS_PER_ARTICLE_MAX}
          clearable
          error={fieldError('tags')}
        />
        <Checkbox
          label="Важная информация"
          checked={values.isImportant}
          onChange={(e) => set('isImportant', e.currentTarget.checked)}
        />
        <MarkdownField value={values.markdown} onChange={(v) => set('markdown', v)} error={fieldError('markdown')} />
        {saveError !== null && saveError !== undefined && (
          <Alert color="red" role="alert">
            {isApiError(saveError) ? saveError.message : 'Общая ошибка'}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
