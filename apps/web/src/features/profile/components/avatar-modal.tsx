import { Alert, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@psp/contracts'
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '../../../lib/api-error'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'
import { FileUploadArea } from '../../../ui/file-upload-area'
import { checkFiles } from '../../../ui/file-validation'
import { useDeleteAvatar, useUploadAvatar } from '../api/avatar'
import { AvatarPreview } from './avatar-preview'
import { cropToPng, type PixelArea } from './crop-image'
import { PhotoCropper } from './photo-cropper'
import { useCropPreview } from './use-crop-preview'

export interface AvatarModalProps {
  opened: boolean
  onClose: () => void
  /** The saved avatar's URL; null opens the modal in add mode. */
  avatar: string | null
  name: string
}

const AVATAR_RULES = { accept: AVATAR_EXTENSIONS, maxSize: AVATAR_MAX_BYTES, maxFiles: 1 }
const HINT = 'Форматы .jpg, .jpeg, .png, размер не более 5 МБ'

/** The object URL of a chosen file, made when it is chosen and released when another is, or the modal resets or goes. */
function useObjectUrl() {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return [url, (file: File | null) => setUrl(file ? URL.createObjectURL(file) : null)] as const
}

/**
 * SPEC §4 Avatar modal: add mode (no avatar: choose a photo) or edit mode (save, upload a new photo, delete). A chosen
 * photo goes into the cropper; saving sends the cropped PNG.
 */
export function AvatarModal({ opened, onClose, avatar, name }: AvatarModalProps) {
  const [area, setArea] = useState<PixelArea | null>(null)
  const [rotation, setRotation] = useState(0)
  const [failure, setFailure] = useState<string | null>(null)
  const chooser = useRef<HTMLInputElement>(null)
  const [fileUrl, setFile] = useObjectUrl()
  // Edit mode crops the saved avatar until a new photo is chosen.
  const src = fileUrl ?? avatar
  const preview = useCropPreview(src, area, rotation)
  const upload = useUploadAvatar()
  const remove = useDeleteAvatar()
  const busy = upload.isPending || remove.isPending
  const mode = avatar ? 'edit' : 'add'

  const reset = () => {
    setFile(null)
    setArea(null)
    setRotation(0)
    setFailure(null)
    upload.reset()
    remove.reset()
  }
  const close = () => {
    reset()
    onClose()
  }
  const choose = (next: File | null) => {
    setFile(next)
    setArea(null)
    setRotation(0)
    setFailure(null)
  }

  const save = async () => {
    if (!src || !area) return
    let png: Blob
    try {
      png = await cropToPng(src, area, rotation)
    } catch (error) {
      // SPEC §8: 'Could not create 2d context.' and 'Canvas to Blob conversion failed' stay internal.
      console.error(error)
      return
    }
    upload.mutate(png, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Фотография сохранена' })
        close()
      },
      onError: (error) => setFailure(isApiError(error) ? error.message : 'Не удалось сохранить фотографию'),
    })
  }

  const deletePhoto = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Фотография удалена' })
        close()
      },
      onError: (error) => setFailure(isApiError(error) ? error.message : 'Не удалось удалить фотографию'),
    })

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={mode === 'add' ? 'Добавление фотографии' : 'Изменение фотографии'}
      size="lg"
    >
      <Stack gap="md" data-testid="avatar-modal" data-mode={mode}>
        {!src ? (
          <FileUploadArea
            variant="image"
            files={[]}
            onChange={(files) => choose(files[0] ?? null)}
            {...AVATAR_RULES}
            hint={HINT}
            hideList
          />
        ) : (
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Stack style={{ flex: '1 1 260px', minWidth: 0 }}>
              <PhotoCropper
                key={src}
                src={src}
                rotation={rotation}
                onRotationChange={setRotation}
                onAreaChange={setArea}
              />
            </Stack>
            <Stack gap={4} align="center">
              <Text size="sm" c="gray.7">
                Предпросмотр
              </Text>
              <AvatarPreview src={preview ?? src} name={name} />
            </Stack>
          </Group>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <input
          ref={chooser}
          type="file"
          hidden
          accept={AVATAR_EXTENSIONS.join(',')}
          aria-label="Выбор новой фотографии"
          data-testid="avatar-new-file"
          onChange={(event) => {
            const next = event.currentTarget.files?.[0] ?? null
            event.currentTarget.value = ''
            if (!next) return
            const check = checkFiles([next], AVATAR_RULES)
            if (check.errors.length) setFailure(check.errors.join('. '))
            else choose(next)
          }}
        />
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {mode === 'edit' && (
              <AppButton
                kind="danger"
                variant="outline"
                onClick={deletePhoto}
                loading={remove.isPending}
                disabled={busy}
              >
                Удалить фото
              </AppButton>
            )}
            {src && (
              <AppButton kind="secondary" onClick={() => chooser.current?.click()} disabled={busy}>
                Загрузить новое фото
              </AppButton>
            )}
          </Group>
          <Group gap="sm">
            <AppButton kind="ghost" onClick={close} disabled={busy}>
              Отмена
            </AppButton>
            <AppButton onClick={() => void save()} disabled={!src || !area || busy} loading={upload.isPending}>
              Сохранить
            </AppButton>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  )
}
