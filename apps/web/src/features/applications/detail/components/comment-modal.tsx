import { Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { commentTextSchema } from '@psp/contracts'
import { useState } from 'react'
import { useContractForm } from '../../../../lib/use-contract-form'
import { FileUploadArea } from '../../../../ui/file-upload-area'
import { ORDER_FILE_RULES } from '../model/order-files'
import { closing } from '../model/closing'
import { ActionModal } from './action-modal'

export interface CommentModalProps {
  opened: boolean
  onClose: () => void
  title: string
  /** The call: the applicant's comment or the operator's reply; both take text and files. */
  mutation: {
    mutate: (vars: { text: string; files: File[] }, options: { onSuccess: () => void }) => void
    isPending: boolean
    error: unknown
    reset: () => void
  }
  successText: string
}

/** SPEC §2 Applications: the add-comment modal, a text with files (SPEC §5 limits and texts). */
export function CommentModal({ opened, onClose, title, mutation, successText }: CommentModalProps) {
  const form = useContractForm(commentTextSchema, { text: '' })
  const [files, setFiles] = useState<File[]>([])
  const close = closing(onClose, mutation, form, { reset: () => setFiles([]) })
  const submit = form.handleSubmit(({ text }) =>
    mutation.mutate(
      { text, files },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: successText })
          close()
        },
      },
    ),
  )
  return (
    <ActionModal
      opened={opened}
      onClose={close}
      title={title}
      submitLabel="Отправить"
      onSubmit={submit}
      pending={mutation.isPending}
      error={mutation.error}
    >
      <Textarea
        label="Комментарий"
        withAsterisk
        autosize
        minRows={4}
        maxRows={12}
        {...form.register('text')}
        error={form.formState.errors.text?.message}
        data-autofocus
      />
      <FileUploadArea label="Файлы" files={files} onChange={setFiles} {...ORDER_FILE_RULES} />
    </ActionModal>
  )
}
