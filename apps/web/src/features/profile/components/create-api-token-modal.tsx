import { Alert, Checkbox, Group, Stack, TextInput } from '@mantine/core'
import { API_TOKEN_NAME_MAX, apiTokenScopeLabels, apiTokenScopes, type CreatedApiToken } from '@psp/contracts'
import { Controller } from 'react-hook-form'
import { isApiError } from '../../../lib/api-error'
import { portalToday } from '../../../lib/portal-today'
import { useContractForm } from '../../../lib/use-contract-form'
import { AppButton } from '../../../ui/app-button'
import { AppModal } from '../../../ui/app-modal'
import { DateField } from '../../../ui/date-field'
import { useCreateApiToken } from '../api/create-api-token'
import { apiTokenFormSchema, dayAfter } from './api-token-form'

/** A month from today: a short life unless the user asks for longer. */
const DEFAULT_DAYS = 30

interface Props {
  opened: boolean
  onClose: () => void
  onCreated: (created: CreatedApiToken) => void
}

/** «Новый токен API»: a name, the scopes as checkboxes and the last day the token works. */
export function CreateApiTokenModal({ opened, onClose, onCreated }: Props) {
  const today = portalToday()
  const create = useCreateApiToken()
  const form = useContractForm(apiTokenFormSchema(today), {
    name: '',
    scopes: [],
    expiresAt: dayAfter(today, DEFAULT_DAYS),
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit((values) => create.mutate(values, { onSuccess: onCreated }))
  const close = () => {
    if (!create.isPending) onClose()
  }
  return (
    <AppModal
      opened={opened}
      onClose={close}
      title="Новый токен API"
      onExitTransitionEnd={() => {
        form.reset()
        create.reset()
      }}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label="Название"
            placeholder="Например, система отчетности"
            required
            data-autofocus
            maxLength={API_TOKEN_NAME_MAX + 1}
            {...form.register('name')}
            error={errors.name?.message}
          />
          <Controller
            control={form.control}
            name="scopes"
            render={({ field }) => (
              <Checkbox.Group
                label="Области доступа"
                required
                value={field.value}
                onChange={field.onChange}
                error={errors.scopes?.message ?? errors.scopes?.root?.message}
              >
                <Stack gap="xs" mt="xs">
                  {apiTokenScopes.map((scope) => (
                    <Checkbox key={scope} value={scope} label={apiTokenScopeLabels[scope]} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Controller
            control={form.control}
            name="expiresAt"
            render={({ field }) => (
              <DateField
                label="Действует по"
                required
                name={field.name}
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.expiresAt?.message}
              />
            )}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {isApiError(create.error) ? create.error.message : 'Не удалось создать токен'}
            </Alert>
          )}
          <Group justify="flex-end">
            <AppButton kind="secondary" onClick={close} disabled={create.isPending}>
              Отмена
            </AppButton>
            <AppButton type="submit" loading={create.isPending}>
              Создать
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  )
}
