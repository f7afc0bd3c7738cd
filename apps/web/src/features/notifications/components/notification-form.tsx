import { Anchor, Button, Checkbox, Group, Image, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import {
  NOTIFICATION_IMAGE_EXTENSIONS,
  NOTIFICATION_IMAGE_MAX_BYTES,
  NOTIFICATION_TEXT_MAX,
  NOTIFICATION_TITLE_MAX,
  type Notification,
} from '@psp/contracts'
import { filesEndpoints } from '@psp/contracts/endpoints/files.endpoints'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { apiUrl } from '../../../lib/api-call'
import { isApiError } from '../../../lib/api-error'
import { paths } from '../../../lib/paths'
import { DateTimeField } from '../../../ui/date-time-field'
import { FileUploadArea } from '../../../ui/file-upload-area'
import { useSaveNotification } from '../api/save-notification'
import {
  emptyNotificationForm,
  errorsFromServer,
  formOfNotification,
  payloadOf,
  validateNotificationForm,
  type NotificationFormErrors,
  type NotificationFormValues,
} from '../model/notification-form'

/** The notification form of /create-notification and /edit-notification/{id} (SPEC §2, §3, §5). */
export function NotificationForm({ notification }: { notification?: Notification }) {
  const navigate = useNavigate()
  const save = useSaveNotification(notification?.id ?? null)
  const [initial] = useState(() => (notification ? formOfNotification(notification) : emptyNotificationForm()))
  const [values, setValues] = useState<NotificationFormValues>(initial)
  const [errors, setErrors] = useState<NotificationFormErrors>({})
  const [submitted, setSubmitted] = useState(false)

  const storedPublication = notification ? initial.publication : null
  const update = (patch: Partial<NotificationFormValues>) => {
    const next = { ...values, ...patch }
    setValues(next)
    if (submitted) setErrors(validateNotificationForm(next, { storedPublication }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateNotificationForm(values, { storedPublication })
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    save.mutate(payloadOf(values), {
      onSuccess: () => {
        notifications.show({
          closeButtonProps: { 'aria-label': 'Закрыть' },
          color: 'green',
          message: 'Оповещение сохранено',
        })
        void navigate(paths.notifications)
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : undefined
        if (fields) setErrors(errorsFromServer(fields))
        notifications.show({
          closeButtonProps: { 'aria-label': 'Закрыть' },
          color: 'red',
          message: isApiError(error) ? error.message : 'Не удалось сохранить оповещение',
        })
      },
    })
  }

  const currentImage = notification?.image && !values.removeImage && !values.image ? notification.image : null

  return (
    <form onSubmit={submit} noValidate aria-label="Оповещение">
      <Stack gap="md" maw={760}>
        <TextInput
          label="Заголовок"
          description="Можно выделять текст тегами <b>, <i>, <u>"
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          required
          value={values.title}
          onChange={(e) => update({ title: e.currentTarget.value })}
          error={errors.title}
          maxLength={NOTIFICATION_TITLE_MAX + 1}
        />
        <Textarea
          label="Текст"
          autosize
          minRows={4}
          value={values.text}
          onChange={(e) => update({ text: e.currentTarget.value })}
          error={errors.text}
          maxLength={NOTIFICATION_TEXT_MAX + 1}
        />
        <Checkbox
          label="Опубликовать сразу"
          checked={values.publishImmediately}
          onChange={(e) => update({ publishImmediately: e.currentTarget.checked })}
        />
        <Group grow align="flex-start">
          <DateTimeField
            label="Дата и время публикации"
            required={!values.publishImmediately}
            disabled={values.publishImmediately}
            value={values.publication}
            onChange={(publication) => update({ publication })}
            error={values.publishImmediately ? undefined : errors.publication}
          />
          <DateTimeField
            label="Дата и время окончания показа"
            value={values.expiration}
            onChange={(expiration) => update({ expiration })}
            error={errors.expiration}
          />
        </Group>
        {currentImage && notification?.image && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Изображение
            </Text>
            <Image
              src={apiUrl(filesEndpoints.downloadFile, { id: notification.image.uuid })}
              alt={notification.image.name}
              mah={200}
              w="auto"
              fit="contain"
            />
            <Group>
              <Button variant="subtle" color="red" size="xs" onClick={() => update({ removeImage: true })}>
                Удалить изображение
              </Button>
            </Group>
          </Stack>
        )}
        {!currentImage && (
          <FileUploadArea
            variant="image"
            label="Изображение"
            hint="JPG или PNG, не более 5 МБ"
            accept={NOTIFICATION_IMAGE_EXTENSIONS}
            maxFiles={1}
            maxSize={NOTIFICATION_IMAGE_MAX_BYTES}
            files={values.image ? [values.image] : []}
            onChange={(files) => update({ image: files[0] ?? null })}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Сохранить
          </Button>
          <Anchor component={Link} to={paths.notifications}>
            Отмена
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
