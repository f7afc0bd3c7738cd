import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { createWebhookSchema, webhookEventLabels, webhookEvents, type CreatedWebhook } from '@psp/contracts'
import { Controller } from 'react-hook-form'
import { ApiError } from '../../../lib/api-error'
import { useContractForm } from '../../../lib/use-contract-form'
import { AppButton } from '../../../ui/app-button'
import { useCreateWebhook } from '../api/webhooks'

/** «Новый вебхук»: the address and the events it takes; the created endpoint's secret goes to `onCreated`. */
export function WebhookCreateForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const form = useContractForm(createWebhookSchema, { url: '', events: [] })
  const create = useCreateWebhook()
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        form.reset()
        onCreated(created)
      },
      onError: (error) =>
        form.setError('url', {
          message:
            error instanceof ApiError ? (error.fields?.url ?? error.message) : 'Не удалось зарегистрировать вебхук',
        }),
    }),
  )
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" align="stretch">
        <TextInput
          label="Адрес (URL)"
          placeholder="https://system.example.ru/webhooks/psp"
          withAsterisk
          {...form.register('url')}
          error={form.formState.errors.url?.message}
          maw={640}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="События"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {webhookEvents.map((event) => (
                  <Checkbox key={event} value={event} label={webhookEventLabels[event]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <AppButton type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Зарегистрировать
        </AppButton>
      </Stack>
    </form>
  )
}
