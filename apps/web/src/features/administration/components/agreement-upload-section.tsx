import { Alert, Button, Group, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { AGREEMENT_EXTENSIONS, AGREEMENT_MAX_BYTES } from '@psp/contracts/limits'
import { useState } from 'react'
import { isApiError } from '../../../lib/api-error'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { FileUploadArea } from '../../../ui/file-upload-area'
import { useUploadAgreement } from '../api/agreements'
import { agreementNameError, nameFromFile } from '../model/agreement-name'

/**
 * Upload of a new user agreement version (SPEC §2 Other, §5: PDF only, up to 15 MB). A new version stops every user
 * until they accept it, so it is named by the Admin (prefilled from the file's name) and published only after a
 * confirmation that says so.
 */
export function AgreementUploadSection() {
  const [files, setFiles] = useState<File[]>([])
  const [name, setName] = useState('')
  const [nameTouched, setNameTouched] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const upload = useUploadAgreement()
  const nameError = agreementNameError(name)
  const [file] = files

  const publish = () => {
    if (!file || nameError) return
    upload.mutate(
      { file, name: name.trim() },
      {
        onSuccess: () => {
          setFiles([])
          setName('')
          setNameTouched(false)
          notifications.show({
            closeButtonProps: { 'aria-label': 'Закрыть' },
            color: 'green',
            message: 'Файл загружен успешно',
          })
        },
        onSettled: () => setConfirming(false),
      },
    )
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
          // A new file offers its own name; the Admin may change it before publishing.
          if (next[0]) setName(nameFromFile(next[0].name))
        }}
        disabled={upload.isPending}
      />
      {file && (
        <TextInput
          label="Название редакции"
          description="Так редакция будет названа в списке и в окне принятия соглашения"
          value={name}
          onChange={(event) => {
            setNameTouched(true)
            setName(event.currentTarget.value)
          }}
          error={nameTouched || confirming ? nameError : undefined}
          required
        />
      )}
      {upload.isError && (
        <Alert color="red" role="alert">
          {isApiError(upload.error) ? upload.error.message : 'Не удалось загрузить файл'}
        </Alert>
      )}
      <Group>
        <Button
          onClick={() => (nameError ? setNameTouched(true) : setConfirming(true))}
          disabled={!file}
          loading={upload.isPending}
        >
          Загрузить
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={publish}
        title="Опубликовать новую редакцию?"
        confirmLabel="Опубликовать"
        loading={upload.isPending}
      >
        {`Редакция «${name.trim()}» станет действующей сразу после загрузки. Все пользователи должны будут принять ` +
          'ее, прежде чем продолжить работу в портале.'}
      </ConfirmModal>
    </Stack>
  )
}
