import { Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { APPLICATION_COMMENT_MAX } from '@psp/contracts'
import { useState } from 'react'
import { FileUploadArea } from '../../../../ui/file-upload-area'
import { UI_MESSAGES } from '../../../../ui/messages'
import { ORDER_FILE_RULES } from '../model/order-files'
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
  const [text, setText] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [touched, setTouched] = useState(false)
  const textError = !text.trim()
    ? UI_MESSAGES.required
    : text.trim().length > APPLICATION_COMMENT_MAX
      ? UI_MESSAGES.tooLong
      : null
  const close = () => {
    mutation.reset()
    setText('')
    setFiles([])
    setTouched(false)
    onClose()
  }
  const submit = () => {
    setTouched(true)
    if (textError) return
    mutation.mutate(
      { text, files },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: successText })
          close()
        },
      },
    )
  }
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
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched ? textError : null}
        data-autofocus
      />
      <FileUploadArea label="Файлы" files={files} onChange={setFiles} {...ORDER_FILE_RULES} />
    </ActionModal>
  )
}
