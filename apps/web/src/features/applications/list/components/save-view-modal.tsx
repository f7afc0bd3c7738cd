import { Group, Stack, TextInput } from '@mantine/core'
import { APPLICATION_VIEW_NAME_MAX, type ApplicationView } from '@psp/contracts'
import { useState } from 'react'
import { viewNamed } from '../../../../lib/saved-views'
import { AppButton } from '../../../../ui/app-button'
import { AppModal } from '../../../../ui/app-modal'
import { UI_MESSAGES } from '../../../../ui/messages'

export const VIEW_NAME_TAKEN = 'Представление с таким названием уже есть'

/** The name check of the save dialog, before the server's own (same rules). */
export function viewNameError(name: string, views: ApplicationView[]): string | null {
  const trimmed = name.trim()
  if (!trimmed) return UI_MESSAGES.required
  if (trimmed.length > APPLICATION_VIEW_NAME_MAX) return UI_MESSAGES.tooLong
  if (viewNamed(views, trimmed)) return VIEW_NAME_TAKEN
  return null
}

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
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const message = viewNameError(name, views)
    if (message) {
      setError(message)
      return
    }
    onSave(name.trim())
  }
  return (
    <AppModal
      opened={opened}
      onClose={saving ? () => {} : onClose}
      title="Новое представление"
      onExitTransitionEnd={() => {
        setName('')
        setError(null)
      }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Stack>
          <TextInput
            label="Название представления"
            required
            data-autofocus
            value={name}
            maxLength={APPLICATION_VIEW_NAME_MAX + 1}
            onChange={(e) => {
              setName(e.currentTarget.value)
              setError(null)
            }}
            error={error ?? serverError}
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
