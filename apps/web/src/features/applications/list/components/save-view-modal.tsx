import { Group, Stack, TextInput } from '@mantine/core'
import { APPLICATION_VIEW_NAME_MAX, applicationViewInputSchema, type ApplicationView } from '@psp/contracts'
import { useContractForm } from '../../../../lib/use-contract-form'
import { viewNamed } from '../../../../lib/saved-views'
import { AppButton } from '../../../../ui/app-button'
import { AppModal } from '../../../../ui/app-modal'

export const VIEW_NAME_TAKEN = 'Представление с таким названием уже есть'

/** The save dialog's rule: the saved view's own name rule (the contract's), and a name no other view has. */
export const newViewSchema = (views: ApplicationView[]) =>
  applicationViewInputSchema
    .pick({ name: true })
    .refine(({ name }) => !viewNamed(views, name), { message: VIEW_NAME_TAKEN, path: ['name'] })

interface Props {
  opened: boolean
  onClose: () => void
  views: ApplicationView[]
  saving: boolean
  /** The server's refusal (a limit, a name taken meanwhile), shown under the field. */
  serverError: string | null
  onSave: (name: string) => void
}

/** «Сохранить как новое представление»: asks for a name and saves the current sort and filters under it. */
export function SaveViewModal({ opened, onClose, views, saving, serverError, onSave }: Props) {
  const form = useContractForm(newViewSchema(views), { name: '' })
  const submit = form.handleSubmit(({ name }) => onSave(name))
  return (
    <AppModal
      opened={opened}
      onClose={saving ? () => {} : onClose}
      title="Новое представление"
      onExitTransitionEnd={() => form.reset()}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label="Название представления"
            required
            data-autofocus
            maxLength={APPLICATION_VIEW_NAME_MAX + 1}
            {...form.register('name')}
            error={form.formState.errors.name?.message ?? serverError}
          />
          <Group justify="flex-end">
            <AppButton kind="secondary" onClick={onClose} disabled={saving}>
              Отмена
            </AppButton>
            <AppButton type="submit" loading={saving}>
              Сохранить
            </AppButton>
          </Group>
        </Stack>
      </form>
    </AppModal>
  )
}
