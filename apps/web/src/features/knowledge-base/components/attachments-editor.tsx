import { ActionIcon, Button, FileButton, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { KB_ATTACHMENT_EXTENSIONS, KB_ATTACHMENTS_PER_UPLOAD_MAX, type FileAttachment } from '@psp/contracts'
import { IconTrash, IconUpload } from '@tabler/icons-react'
import { UI_MESSAGES } from '../../../ui/messages'
import { useDeleteAttachment } from '../api/delete-attachment'
import { useUploadAttachments, type AttachmentOwner } from '../api/upload-attachments'
import { errorMessageOf } from './error-message'
import { FileList } from './file-list'

export interface AttachmentsEditorProps {
  owner: AttachmentOwner
  uuid: string
  files: FileAttachment[]
  /** Called with the files the server answers after an upload or a deletion. */
  onChange?: (files: FileAttachment[]) => void
}

const fail = (error: unknown) =>
  notifications.show({ color: 'red', title: 'Ошибка', message: errorMessageOf(error) ?? 'Общая ошибка' })

/** Files of an article or a service, with upload and delete for the Admin. */
export function AttachmentsEditor({ owner, uuid, files, onChange }: AttachmentsEditorProps) {
  const upload = useUploadAttachments(owner, uuid)
  const remove = useDeleteAttachment(owner, uuid)

  const onPick = (picked: File[]) => {
    if (picked.length === 0) return
    if (picked.length > KB_ATTACHMENTS_PER_UPLOAD_MAX) return fail(new Error(UI_MESSAGES.tooManyFiles))
    upload.mutate(picked, {
      onSuccess: (next) => {
        onChange?.(next)
        notifications.show({ color: 'green', message: 'Файл загружен успешно' })
      },
      onError: fail,
    })
  }

  return (
    <Stack gap="xs">
      <FileList
        files={files}
        action={(f) => (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Удалить файл ${f.name}`}
            loading={remove.isPending && remove.variables === f.uuid}
            onClick={() => remove.mutate(f.uuid, { onSuccess: (next) => onChange?.(next), onError: fail })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      />
      <Group>
        <FileButton onChange={onPick} multiple accept={KB_ATTACHMENT_EXTENSIONS.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={14} />}
              loading={upload.isPending}
            >
              Прикрепить файлы
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  )
}
