import { Anchor, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { FileAttachment } from '@psp/contracts'
import { filesEndpoints } from '@psp/contracts/endpoints/files.endpoints'
import { apiUrl } from '../../../../lib/api-call'
import { downloadFile } from '../../../../lib/download-file'
import { formatFileSize } from '../../../../lib/format-number'
import { FileIcon } from '../../../../ui/file-icon'
import { actionErrorText } from '../model/action-error'

/** GET /api/files/{id} saved under the file's name; a failure says why (SPEC §7), a plain link would not. */
function download(file: FileAttachment) {
  downloadFile(file.uuid, file.name).catch((error: unknown) =>
    notifications.show({
      color: 'red',
      title: `Не удалось скачать файл «${file.name}»`,
      message: actionErrorText(error),
    }),
  )
}

/** The files of an order or of one comment (SPEC §3 File attachment: name, size, uuid). */
export function AttachmentList({ files }: { files: FileAttachment[] }) {
  if (files.length === 0) return null
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Файлы">
      {files.map((f) => (
        <Group key={f.uuid} component="li" gap="xs" wrap="nowrap">
          <FileIcon name={f.name} size={18} />
          <Anchor
            href={apiUrl(filesEndpoints.downloadFile, { id: f.uuid })}
            download={f.name}
            miw={0}
            style={{ overflowWrap: 'anywhere' }}
            onClick={(event) => {
              event.preventDefault()
              download(f)
            }}
          >
            {f.name}
          </Anchor>
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {formatFileSize(f.size)}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}
