import { Alert, Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { AGREEMENT_EXTENSIONS, AGREEMENT_MAX_BYTES } from '@psp/contracts/limits'
import { useState } from 'react'
import { isApiError } from '../../../lib/api-error'
import { FileUploadArea } from '../../../ui/file-upload-area'
import { useUploadAgreement } from '../api/agreements'

/** Upload of a new user agreement version (SPEC §2 Other, §5: PDF only, up to 15 MB). */
export function AgreementUploadSection() {
  const [files, setFiles] = useState<File[]>([])
  const upload = useUploadAgreement()
  const submit = () => {
    const [file] = files
    if (!file) return
    upload.mutate(file, {
      onSuccess: () => {
        setFiles([])
        notifications.show({
          closeButtonProps: { 'aria-label': 'Закрыть' },
          color: 'green',
          message: 'Файл загружен успешно',
        })
      },
    })
  }
  return (
    <Stack gap="sm">
      <FileUploadArea
        label="Новая редакция пользовательского соглашения"
        hint="Формат PDF, не более 15 МБ. Все пользователи должны будут принять новую редакцию"
        accept={AGREEMENT_EXTENSIONS}
        maxFiles={1}
        maxSize={AGREEMENT_MAX_BYTES}
        files={files}
        onChange={(next) => {
          upload.reset()
          setFiles(next)
        }}
        disabled={upload.isPending}
      />
      {upload.isError && (
        <Alert color="red" role="alert">
          {isApiError(upload.error) ? upload.error.message : 'Не удалось загрузить файл'}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} disabled={files.length === 0} loading={upload.isPending}>
          Загрузить
        </Button>
      </Group>
    </Stack>
  )
}
