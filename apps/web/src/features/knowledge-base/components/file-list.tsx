import { Anchor, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { FileAttachment } from '@psp/contracts'
import { filesEndpoints } from '@psp/contracts/endpoints/files.endpoints'
import { IconPaperclip } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { apiUrl } from '../../../lib/api-call'
import { downloadFile } from '../../../lib/download-file'
import { formatFileSize } from '../../../lib/format-number'
import { errorMessageOf } from './error-message'

export interface FileListProps {
  files: FileAttachment[]
  /** Extra control per file (the editor's delete button). */
  action?: (file: FileAttachment) => ReactNode
}

/** Downloads through the API client, so that a failure shows the server's message (SPEC §7). */
function download(file: FileAttachment) {
  downloadFile(file.uuid, file.name).catch((error: unknown) =>
    notifications.show({
      color: 'red',
      title: `Не удалось скачать файл «${file.name}»`,
      message: errorMessageOf(error),
    }),
  )
}

/** Attached files, each downloaded through GET /api/files/{uuid}. */
export function FileList({ files, action }: FileListProps) {
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((f) => (
        <Group key={f.uuid} component="li" gap="xs" wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Anchor
            href={apiUrl(filesEndpoints.downloadFile, { id: f.uuid })}
            download={f.name}
            miw={0}
            onClick={(event) => {
              event.preventDefault()
              download(f)
            }}
          >
            {f.name}
          </Anchor>
          <Text size="xs" c="gray.7">
            {formatFileSize(f.size)}
          </Text>
          {action?.(f)}
        </Group>
      ))}
    </Stack>
  )
}
