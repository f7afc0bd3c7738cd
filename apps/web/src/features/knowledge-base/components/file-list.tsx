import { Anchor, Group, Stack, Text } from '@mantine/core'
import type { FileAttachment } from '@psp/contracts'
import { IconPaperclip } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatFileSize } from '../../../ui/file-validation'

export interface FileListProps {
  files: FileAttachment[]
  /** Extra control per file (the editor's delete button). */
  action?: (file: FileAttachment) => ReactNode
}

/** Attached files, each downloaded through GET /api/files/{uuid}. */
export function FileList({ files, action }: FileListProps) {
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((f) => (
        <Group key={f.uuid} component="li" gap="xs" wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Anchor href={`/api/files/${encodeURIComponent(f.uuid)}`} download={f.name}>
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
