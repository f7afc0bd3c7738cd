import { ActionIcon, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconCloudUpload, IconX } from '@tabler/icons-react'
import { useId, useRef, useState, type DragEvent } from 'react'
import { AppButton } from './app-button'
import { FileIcon } from './file-icon'
import { formatFileSize } from '../lib/format-number'
import { checkFiles, type FileRules } from './file-validation'

export interface FileUploadAreaProps extends FileRules {
  /** The files chosen so far (controlled). */
  files: readonly File[]
  onChange: (files: File[]) => void
  /** 'image' shows the 'Выбрать фото' button (avatar and pictures). */
  variant?: 'files' | 'image'
  /** Visible caption above the area. */
  label?: string
  /** Extra hint under the main text, e.g. allowed formats and size. */
  hint?: string
  disabled?: boolean
  /** Hides the list of chosen files when the parent shows them itself (e.g. an image preview). */
  hideList?: boolean
}

/** Files by drag and drop or a click (SPEC §2 Other), checked against format, size and count (SPEC §5). */
export function FileUploadArea({
  files,
  onChange,
  accept,
  maxFiles,
  maxSize,
  variant = 'files',
  label,
  hint,
  disabled = false,
  hideList = false,
}: FileUploadAreaProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [errors, setErrors] = useState<string[]>([])
  const errorId = useId()
  const labelId = useId()
  const acceptAttr = accept?.map((ext) => (ext.startsWith('.') ? ext : `.${ext}`)).join(',')

  const add = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return
    const result = checkFiles(incoming, { accept, maxFiles, maxSize }, files.length)
    setErrors(result.errors)
    if (result.accepted.length > 0) onChange([...files, ...result.accepted])
  }

  const remove = (index: number) => {
    setErrors([])
    onChange(files.filter((_, i) => i !== index))
  }

  const open = () => inputRef.current?.click()

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    add(Array.from(event.dataTransfer.files))
  }

  const mainText =
    variant === 'image'
      ? 'Перетащите фото сюда или нажмите «Выбрать фото»'
      : 'Перетащите файлы сюда или нажмите, чтобы выбрать'

  return (
    <Stack gap="xs">
      {label && (
        <Text fw={500} size="sm" id={labelId}>
          {label}
        </Text>
      )}
      <UnstyledButton
        onClick={disabled ? undefined : open}
        component={variant === 'image' ? 'div' : 'button'}
        type={variant === 'image' ? undefined : 'button'}
        disabled={variant === 'image' ? undefined : disabled}
        // The visible text is the name (speech users say what they see); the caption describes the zone.
        aria-describedby={[label ? labelId : '', errors.length ? errorId : ''].filter(Boolean).join(' ') || undefined}
        data-testid="file-drop-zone"
        data-dragging={dragging || undefined}
        onDragOver={(event: DragEvent) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        p="lg"
        style={{
          display: 'block',
          width: '100%',
          border: `2px dashed var(--mantine-color-${dragging ? 'portal-6' : errors.length ? 'red-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: dragging ? 'var(--mantine-color-portal-0)' : undefined,
          opacity: disabled ? 0.6 : 1,
          cursor: disabled ? 'not-allowed' : 'pointer',
        }}
      >
        <Stack align="center" gap={6}>
          <IconCloudUpload size={36} stroke={1.4} aria-hidden color="var(--mantine-color-portal-6)" />
          <Text ta="center" size="sm">
            {mainText}
          </Text>
          {hint && (
            <Text ta="center" size="xs" c="gray.7">
              {hint}
            </Text>
          )}
          {variant === 'image' && (
            <AppButton
              kind="secondary"
              size="sm"
              disabled={disabled}
              onClick={(event) => {
                // The zone around the button opens the chooser too; one dialog is enough.
                event.stopPropagation()
                open()
              }}
            >
              Выбрать фото
            </AppButton>
          )}
        </Stack>
      </UnstyledButton>
      <input
        ref={inputRef}
        type="file"
        hidden
        multiple={maxFiles !== 1}
        accept={acceptAttr}
        aria-label="Выбор файлов"
        data-testid="file-input"
        onChange={(event) => {
          add(Array.from(event.currentTarget.files ?? []))
          // Choosing the same file again must fire another change.
          event.currentTarget.value = ''
        }}
      />
      {errors.length > 0 && (
        <Box id={errorId} role="alert">
          {errors.map((message) => (
            <Text key={message} size="sm" c="red.7">
              {message}
            </Text>
          ))}
        </Box>
      )}
      {!hideList && files.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Выбранные файлы">
          {files.map((file, index) => (
            <Group key={`${file.name}-${index}`} gap="xs" wrap="nowrap" component="li">
              <FileIcon name={file.name} size={20} />
              <Text size="sm" truncate style={{ flex: 1 }}>
                {file.name}
              </Text>
              <Text size="xs" c="gray.7">
                {formatFileSize(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Удалить файл ${file.name}`}
                onClick={() => remove(index)}
                disabled={disabled}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
