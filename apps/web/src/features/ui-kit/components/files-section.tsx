import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@psp/contracts'
import { useState } from 'react'
import { FileIcon } from '../../../ui/file-icon'
import { KNOWN_EXTENSIONS } from '../../../ui/file-kinds'
import { FileUploadArea } from '../../../ui/file-upload-area'
import { KitSection } from './kit-section'

const DOCUMENTS = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.txt', '.zip', '.png', '.jpg']
const MAX_BYTES = 5 * 1024 * 1024

export function FilesSection() {
  const [files, setFiles] = useState<File[]>([])
  const [photos, setPhotos] = useState<File[]>([])
  return (
    <KitSection
      id="files"
      title="Загрузка файлов"
      description="FileUploadArea: перетаскивание или выбор, проверка формата, размера и количества"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FileUploadArea
          label="Документы (не более 3 файлов)"
          hint="PDF, DOC, DOCX, XLS, XLSX, TXT, ZIP, PNG, JPG; до 5 МБ"
          files={files}
          onChange={setFiles}
          accept={DOCUMENTS}
          maxFiles={3}
          maxSize={MAX_BYTES}
        />
        <FileUploadArea
          label="Фотография"
          hint="JPG, JPEG, PNG; до 5 МБ"
          variant="image"
          files={photos}
          onChange={setPhotos}
          accept={AVATAR_EXTENSIONS}
          maxFiles={1}
          maxSize={AVATAR_MAX_BYTES}
        />
      </SimpleGrid>
    </KitSection>
  )
}

export function FileIconsSection() {
  return (
    <KitSection
      id="file-icons"
      title="Иконки файлов"
      description={`FileIcon: ${KNOWN_EXTENSIONS.length} расширений, прочие получают общую иконку`}
    >
      <Group gap="md">
        {[...KNOWN_EXTENSIONS, 'qqq'].map((ext) => (
          <Stack key={ext} gap={2} align="center" w={56}>
            <FileIcon name={`file.${ext}`} size={28} />
            <Text size="xs">.{ext}</Text>
          </Stack>
        ))}
      </Group>
    </KitSection>
  )
}
