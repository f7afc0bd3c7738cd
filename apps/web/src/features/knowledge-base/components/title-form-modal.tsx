import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core'
import { KB_DESCRIPTION_MAX, KB_TITLE_MAX } from '@psp/contracts'
import { useState, type FormEvent } from 'react'
import { AppModal } from '../../../ui/app-modal'
import { UI_MESSAGES } from '../../../ui/messages'
import { overLimitError } from '../../../ui/text-limit'

export interface TitleFormValues {
  title: string
  description: string
}

export interface TitleFormModalProps {
  opened: boolean
  heading: string
  initial?: TitleFormValues
  saving: boolean
  error?: string | null
  onClose: () => void
  onSubmit: (values: TitleFormValues) => void
}

/** The form of a system or a service: a title and an optional description. */
export function TitleFormModal(props: TitleFormModalProps) {
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={props.heading}>
      {/* Mounted only while open, so each opening starts from the initial values. */}
      {props.opened && <TitleForm {...props} />}
    </AppModal>
  )
}

function TitleForm({ initial, saving, error, onClose, onSubmit }: TitleFormModalProps) {
  const [title, setTitle] = useState(initial?.title ?? '')
  const [description, setDescription] = useState(initial?.description ?? '')
  const [titleError, setTitleError] = useState<string | null>(null)
  const titleTooLong = overLimitError(title.trim(), KB_TITLE_MAX)
  const descriptionTooLong = overLimitError(description.trim(), KB_DESCRIPTION_MAX)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!title.trim()) return setTitleError(UI_MESSAGES.required)
    setTitleError(null)
    if (titleTooLong || descriptionTooLong) return
    onSubmit({ title: title.trim(), description: description.trim() })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Название"
          required
          value={title}
          error={titleError ?? titleTooLong}
          onChange={(e) => setTitle(e.currentTarget.value)}
          data-autofocus
        />
        <Textarea
          label="Описание"
          value={description}
          error={descriptionTooLong}
          autosize
          minRows={2}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={saving}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
