import { Alert, Anchor, Button, Grid, Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import {
  APPLICATION_FILE_EXTENSIONS,
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_FILES_MAX,
  APPLICATION_SUBJECT_MAX,
  APPLICATION_TEXT_MAX,
} from '@psp/contracts'
import { IconInfoCircle } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { isApiError } from '../../../../lib/api-error'
import { formatFileSize } from '../../../../lib/format-number'
import { paths } from '../../../../lib/paths'
import { clearPrefillInfo } from '../../../../lib/prefill-info'
import { FileUploadArea } from '../../../../ui/file-upload-area'
import { useServices, useSystems } from '../api/get-catalog'
import { useApplicationTypes, useImpacts, useServiceHint, useWarranties } from '../api/get-dictionaries'
import { useCreateOrder } from '../api/create-order'
import {
  emptyValues,
  errorsFromServer,
  hasErrors,
  payloadOf,
  subjectError,
  validateCreateOrder,
  type CreateOrderErrors,
  type CreateOrderStart,
  type CreateOrderValues,
} from '../model/create-order-form'
import { ArticleSuggestions } from './article-suggestions'
import { DictionarySelect } from './dictionary-select'

/** Suggestions follow the subject once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 400

const FILES_HINT = `До ${APPLICATION_FILES_MAX} файлов, каждый не более ${formatFileSize(APPLICATION_FILE_MAX_BYTES)}: документы, таблицы, презентации, изображения, текст`

const close = { closeButtonProps: { 'aria-label': 'Закрыть' } }

/** The application form of /create-order (SPEC §2, §5, §7) with the matching articles beside it. */
export function CreateOrderForm({ start }: { start: CreateOrderStart }) {
  const navigate = useNavigate()
  const create = useCreateOrder()
  const [values, setValues] = useState<CreateOrderValues>(() => emptyValues(start))
  const [errors, setErrors] = useState<CreateOrderErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [debouncedSubject] = useDebouncedValue(values.subject, SUGGEST_DEBOUNCE_MS)

  const systems = useSystems()
  const services = useServices(values.systemUuid)
  const hint = useServiceHint(values.serviceUuid)
  const types = useApplicationTypes(values.serviceUuid)
  const warranties = useWarranties()
  const impacts = useImpacts()

  const update = (patch: Partial<CreateOrderValues>) => {
    const next = { ...values, ...patch }
    setValues(next)
    if (submitted) setErrors(validateCreateOrder(next))
    // SPEC §5: a link in the subject is refused while typing, not only on submit.
    else if ('subject' in patch)
      setErrors((e) => ({ ...e, subject: subjectError(next.subject, { requireValue: false }) }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (create.isPending) return
    setSubmitted(true)
    const found = validateCreateOrder(values)
    setErrors(found)
    if (hasErrors(found)) return
    create.mutate(
      { input: payloadOf(values, start.article?.uuid ?? null), files: values.files },
      {
        onSuccess: ({ application, filesError }) => {
          clearPrefillInfo()
          notifications.show({ ...close, color: 'green', message: `Заявка № ${application.number} успешно создана` })
          if (filesError) {
            notifications.show({
              ...close,
              color: 'orange',
              autoClose: false,
              title: 'Файлы не добавлены',
              message: `Заявка № ${application.number} создана, но файлы не загружены: ${filesError}. Добавьте их на странице заявки.`,
            })
          }
          void navigate(paths.order(application.id))
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : undefined
          if (fields) setErrors(errorsFromServer(fields))
          notifications.show({
            ...close,
            color: 'red',
            title: 'Заявка не создана',
            message: isApiError(error) ? error.message : 'Не удалось создать заявку',
          })
        },
      },
    )
  }

  const pending = create.isPending
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <form onSubmit={submit} noValidate aria-label="Новая заявка">
          <Stack gap="md">
            {start.article && (
              <Alert color="portal" variant="light" icon={<IconInfoCircle aria-hidden />}>
                Заявка по статье{' '}
                <Anchor
                  href={paths.articleDetails({
                    article: start.article.uuid,
                    system: start.systemUuid ?? undefined,
                    service: start.serviceUuid ?? undefined,
                  })}
                  target="_blank"
                  rel="noopener"
                >
                  {start.article.title ? `«${start.article.title}»` : 'из базы знаний'}
                </Anchor>
              </Alert>
            )}
            <Group grow align="flex-start" wrap="wrap" gap="md" style={{ rowGap: 'var(--mantine-spacing-md)' }}>
              <DictionarySelect
                label="Система"
                query={systems}
                option={(s) => ({ value: s.uuid, label: s.title })}
                value={values.systemUuid}
                onChange={(systemUuid) => update({ systemUuid, serviceUuid: null, applicationType: null })}
                error={errors.systemUuid}
              />
              <DictionarySelect
                label="Сервис"
                query={services}
                option={(s) => ({ value: s.uuid, label: s.title })}
                value={values.serviceUuid}
                onChange={(serviceUuid) => update({ serviceUuid, applicationType: null })}
                error={errors.serviceUuid}
                waitingFor={values.systemUuid ? undefined : 'Сначала выберите систему'}
              />
            </Group>
            {hint.data?.hint && (
              <Alert color="portal" variant="light" data-testid="service-hint" aria-label="Подсказка по сервису">
                {/* A plain heading: the Alert's own title colour is too pale on the light background (axe). */}
                <Text size="sm" fw={600}>
                  Подсказка
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {hint.data.hint}
                </Text>
              </Alert>
            )}
            <DictionarySelect
              label="Тип заявки"
              query={types}
              option={(t) => ({ value: t.fullyQualifiedName, label: t.title })}
              value={values.applicationType}
              onChange={(applicationType) => update({ applicationType })}
              error={errors.applicationType}
              waitingFor={values.serviceUuid ? undefined : 'Сначала выберите сервис'}
            />
            <Group grow align="flex-start" wrap="wrap" gap="md">
              <DictionarySelect
                label="Гарантия"
                query={warranties}
                option={(o) => ({ value: o.value, label: o.text })}
                value={values.warranty}
                onChange={(warranty) => update({ warranty })}
                error={errors.warranty}
              />
              <DictionarySelect
                label="Влияние"
                query={impacts}
                option={(o) => ({ value: o.value, label: o.text })}
                value={values.impact}
                onChange={(impact) => update({ impact })}
                error={errors.impact}
              />
            </Group>
            <TextInput
              label="Тема"
              required
              value={values.subject}
              onChange={(e) => update({ subject: e.currentTarget.value })}
              error={errors.subject}
              maxLength={APPLICATION_SUBJECT_MAX + 1}
              autoComplete="off"
            />
            <Textarea
              label="Описание"
              required
              autosize
              minRows={5}
              maxRows={16}
              value={values.text}
              onChange={(e) => update({ text: e.currentTarget.value })}
              error={errors.text}
              maxLength={APPLICATION_TEXT_MAX + 1}
            />
            <FileUploadArea
              label="Файлы"
              hint={FILES_HINT}
              accept={APPLICATION_FILE_EXTENSIONS}
              maxFiles={APPLICATION_FILES_MAX}
              maxSize={APPLICATION_FILE_MAX_BYTES}
              files={values.files}
              onChange={(files) => update({ files })}
              disabled={pending}
            />
            <Group>
              <Button type="submit" loading={pending}>
                Отправить заявку
              </Button>
              <Anchor component={Link} to={paths.orders}>
                Отмена
              </Anchor>
            </Group>
            {pending && (
              <Text size="sm" c="gray.7" aria-live="polite">
                {values.files.length > 0 ? 'Заявка отправляется, затем загружаются файлы...' : 'Заявка отправляется...'}
              </Text>
            )}
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ArticleSuggestions subject={debouncedSubject} />
      </Grid.Col>
    </Grid>
  )
}
