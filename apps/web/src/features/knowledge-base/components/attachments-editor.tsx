import { ActionIcon, Button, FileButton, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  KB_ATTACHMENT_EXTENSIONS,
  KB_ATTACHMENT_MAX_BYTES,
  KB_ATTACHMENTS_PER_UPLOAD_MAX,
  type FileAttachment,
} from '@psp/contracts'
import { fitFileName } from '@psp/contracts/file-name'
import { IconTrash, IconUpload } from '@tabler/icons-react'
import { checkFiles } from '../../../ui/file-validation'
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

const UPLOAD_RULES = {
  accept: KB_ATTACHMENT_EXTENSIONS,
  maxFiles: KB_ATTACHMENTS_PER_UPLOAD_MAX,
  maxSize: KB_ATTACHMENT_MAX_BYTES,
}

/** A name longer than the server keeps is shortened here the same way, its extension kept. */
const withFittingName = (file: File) =>
  fitFileName(file.name) === file.name ? file : new File([file], fitFileName(file.name), { type: file.type })

/** Files of an article or a service, with upload and delete for the Admin. */
export function AttachmentsEditor({ owner, uuid, files, onChange }: AttachmentsEditorProps) {
  const upload = useUploadAttachments(owner, uuid)
  const remove = useDeleteAttachment(owner, uuid)

  const onPick = (picked: File[]) => {
    if (picked.length === 0) return
    // SPEC §5's messages before anything is sent; a pick with a bad file uploads nothing.
    const { errors } = checkFiles(picked, UPLOAD_RULES)
    if (errors.length > 0) {
      return notifications.show({ color: 'red', title: 'Файлы не загружены', message: errors.join('; ') })
    }
    upload.mutate(picked.map(withFittingName), {
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
