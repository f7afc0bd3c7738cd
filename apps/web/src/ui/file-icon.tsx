import type { Icon } from '@tabler/icons-react'
import {
  IconCertificate,
  IconFileCode,
  IconFileMusic,
  IconFileText,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeXls,
  IconFileUnknown,
  IconFileVector,
  IconFileWord,
  IconFileZip,
  IconPhoto,
  IconVideo,
} from '@tabler/icons-react'
import { fileKindOf, type FileKind } from './file-kinds'

const KINDS: Record<FileKind, { icon: Icon; color: string; label: string }> = {
  pdf: { icon: IconFileTypePdf, color: 'red.7', label: 'Документ PDF' },
  word: { icon: IconFileWord, color: 'portal.7', label: 'Текстовый документ' },
  spreadsheet: { icon: IconFileTypeXls, color: 'green.8', label: 'Электронная таблица' },
  presentation: { icon: IconFileTypePpt, color: 'orange.8', label: 'Презентация' },
  image: { icon: IconPhoto, color: 'grape.7', label: 'Изображение' },
  archive: { icon: IconFileZip, color: 'yellow.8', label: 'Архив' },
  signature: { icon: IconCertificate, color: 'teal.8', label: 'Электронная подпись или XML' },
  text: { icon: IconFileText, color: 'gray.7', label: 'Текстовый файл' },
  cad: { icon: IconFileVector, color: 'indigo.7', label: 'Чертеж' },
  audio: { icon: IconFileMusic, color: 'pink.7', label: 'Аудиофайл' },
  video: { icon: IconVideo, color: 'violet.7', label: 'Видеофайл' },
  code: { icon: IconFileCode, color: 'cyan.8', label: 'Веб-документ' },
  unknown: { icon: IconFileUnknown, color: 'gray.6', label: 'Файл' },
}

export interface FileIconProps {
  /** File name or extension. */
  name: string
  size?: number
}

/** The icon of a file's kind; about 50 extensions are known, anything else gets the generic icon (SPEC §9). */
export function FileIcon({ name, size = 24 }: FileIconProps) {
  const kind = fileKindOf(name)
  const { icon: KindIcon, color, label } = KINDS[kind]
  const [shade, index] = color.split('.')
  return (
    <KindIcon
      size={size}
      stroke={1.5}
      role="img"
      aria-label={label}
      data-file-kind={kind}
      color={`var(--mantine-color-${shade}-${index})`}
      style={{ flexShrink: 0 }}
    />
  )
}
