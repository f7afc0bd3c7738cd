import { Stack, Text } from '@mantine/core'
import { useServiceFiles } from '../api/get-service-files'
import { AttachmentsEditor } from './attachments-editor'
import { FileList } from './file-list'

/** A service's own files (GET /services/{id}/files): readers see them when there are any, the Admin manages them. */
export function ServiceFiles({ serviceUuid, editable }: { serviceUuid: string; editable: boolean }) {
  const files = useServiceFiles(serviceUuid)
  if (!files.data) return null
  if (!editable && files.data.length === 0) return null
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Файлы сервиса
      </Text>
      {editable ? (
        <AttachmentsEditor owner="services" uuid={serviceUuid} files={files.data} />
      ) : (
        <FileList files={files.data} />
      )}
    </Stack>
  )
}
