import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { FileUploadArea } from '../../../../ui/file-upload-area'
import { useAddOrderFiles } from '../api/order-api'
import { ORDER_FILE_RULES } from '../model/order-files'
import { ActionModal } from './action-modal'

/** SPEC §2 Applications: the add-file modal, PUT …/addfiles (SPEC §5 limits and texts). */
export function AddFilesModal({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const mutation = useAddOrderFiles(id)
  const [files, setFiles] = useState<File[]>([])
  const close = () => {
    mutation.reset()
    setFiles([])
    onClose()
  }
  return (
    <ActionModal
      opened={opened}
      onClose={close}
      title="Добавить файлы"
      submitLabel="Загрузить"
      canSubmit={files.length > 0}
      onSubmit={() =>
        mutation.mutate(files, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Файл загружен успешно' })
            close()
          },
        })
      }
      pending={mutation.isPending}
      error={mutation.error}
    >
      <FileUploadArea label="Файлы" files={files} onChange={setFiles} {...ORDER_FILE_RULES} />
    </ActionModal>
  )
}
