import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core'
import type { User } from '@psp/contracts'
import { useEffect, useState } from 'react'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useChooseOrganization } from '../api/choose-organization'
import { useUserOrganizationsForChoice } from '../api/get-user-organizations'
import { choosableOrganizations, preselectOrganization } from '../model/preselect-organization'

interface Props {
  opened: boolean
  user: User
  onClose: () => void
  onChosen: () => void
}

/** The organization choice of SPEC §4: preselection, 'Запомнить выбор', 'Войти без организации'. */
export function ChooseOrganizationModal({ opened, user, onClose, onChosen }: Props) {
  const organizations = useUserOrganizationsForChoice(opened)
  const choose = useChooseOrganization()
  const [selected, setSelected] = useState<string | null>(null)
  const [remember, setRemember] = useState(false)

  const items = organizations.data ? choosableOrganizations(organizations.data.items) : []
  useEffect(() => {
    if (!opened || !organizations.data) return
    const initial = preselectOrganization(organizations.data.items, user.organization)
    setSelected(initial.organizationId)
    setRemember(initial.remember)
  }, [opened, organizations.data, user.organization])

  const selectedIsDefault = items.find((o) => o.organizationId === selected)?.isDefault ?? false
  const submit = (choice: { organizationId: string; isDefault: boolean } | null) =>
    choose.mutate(choice, { onSuccess: onChosen })

  return (
    <Modal opened={opened} onClose={onClose} title="Выбор организации" centered size="lg">
      {organizations.isPending ? (
        <LoadingState text="Список организаций загружается..." />
      ) : organizations.isError ? (
        <ErrorPanel
          title="При загрузке списка организаций возникла техническая ошибка"
          onRetry={() => organizations.refetch()}
        />
      ) : (
        <Stack>
          <Text>Выберите организацию, от имени которой вы будете работать в портале.</Text>
          <Select
            label="Организация"
            placeholder="Не выбрана"
            data={items.map((o) => ({ value: o.organizationId, label: `${o.shortName}, ИНН ${o.inn}` }))}
            value={selected}
            onChange={(value) => {
              setSelected(value)
              const isDefault = items.find((o) => o.organizationId === value)?.isDefault ?? false
              setRemember(isDefault)
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Checkbox
            label="Запомнить выбор"
            checked={remember}
            disabled={selectedIsDefault || !selected}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          {choose.isError && (
            <Text c="red.7" role="alert">
              {choose.error.message}
            </Text>
          )}
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={() => submit(null)} loading={choose.isPending && !choose.variables}>
              Войти без организации
            </Button>
            <Button
              disabled={!selected}
              loading={choose.isPending && !!choose.variables}
              onClick={() => selected && submit({ organizationId: selected, isDefault: remember })}
            >
              Выбрать
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
