import { Checkbox, Group, Menu, Stack, Switch, Text } from '@mantine/core'
import { IconBan, IconCheck, IconPencil, IconTrash } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { AppButton } from '../../../ui/app-button'
import { ActionMenu, type ActionMenuItem } from '../../../ui/action-menu'
import { type SortDirection, SortDropdown } from '../../../ui/sort-dropdown'
import { KitSection } from './kit-section'
import { DASH } from '../../../ui/empty-value'

const STATUSES = [
  'Новая',
  'В работе',
  'Отложена',
  'Выполнена',
  'Закрыта',
  'Возобновлена',
  'На согласовании',
  'Ожидает уточнений у пользователя',
]

export function MenusSection() {
  const [withReset, setWithReset] = useState(true)
  const [direction, setDirection] = useState<SortDirection | null>(null)
  const [filtered, setFiltered] = useState<SortDirection | null>(null)
  const [statuses, setStatuses] = useState<string[]>([])
  const [lastAction, setLastAction] = useState(DASH)
  // The close signal: a parent bumps it to close whatever menu is open (here two seconds after the button).
  const [closeSignal, setCloseSignal] = useState(0)
  const [closeArmed, setCloseArmed] = useState(false)
  useEffect(() => {
    if (!closeArmed) return
    const timer = setTimeout(() => {
      setCloseSignal((n) => n + 1)
      setCloseArmed(false)
    }, 2000)
    return () => clearTimeout(timer)
  }, [closeArmed])

  const actions: ActionMenuItem[] = [
    {
      text: 'Принять',
      icon: <IconCheck size={16} aria-hidden />,
      color: 'blue',
      onClick: () => setLastAction('Принять'),
    },
    {
      text: 'Изменить роль',
      icon: <IconPencil size={16} aria-hidden />,
      onClick: () => setLastAction('Изменить роль'),
    },
    {
      text: 'Недоступное действие',
      icon: <IconBan size={16} aria-hidden />,
      disabled: true,
      onClick: () => setLastAction('Недоступное действие'),
    },
    {
      text: 'Исключить',
      icon: <IconTrash size={16} aria-hidden />,
      color: 'red',
      onClick: () => setLastAction('Исключить'),
    },
  ]

  return (
    <KitSection
      id="menus"
      title="Сортировка и меню действий"
      description="SortDropdown и ActionMenu закрываются по щелчку вне меню или по сигналу закрытия"
    >
      <Group gap="xl" align="flex-start">
        <Stack gap="xs">
          <Switch
            label="Разрешить сброс сортировки"
            checked={withReset}
            onChange={(e) => setWithReset(e.currentTarget.checked)}
          />
          <Group gap="xs">
            <Text size="sm">ФИО</Text>
            <SortDropdown
              label="Сортировка: ФИО"
              value={direction}
              onSort={setDirection}
              withReset={withReset}
              closeSignal={closeSignal}
            />
          </Group>
          <Text size="sm" aria-live="polite">
            Направление сортировки: {direction ?? 'не задано'}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm">Статус</Text>
            <SortDropdown
              label="Сортировка и фильтр: Статус"
              value={filtered}
              onSort={setFiltered}
              withReset
              closeSignal={closeSignal}
            >
              <Menu.Divider />
              <Menu.Label>Фильтр по статусу</Menu.Label>
              <Stack gap={6} px="sm" pb="xs">
                {STATUSES.map((status) => (
                  <Checkbox
                    key={status}
                    label={status}
                    size="xs"
                    checked={statuses.includes(status)}
                    onChange={(e) =>
                      setStatuses((list) =>
                        e.currentTarget.checked ? [...list, status] : list.filter((s) => s !== status),
                      )
                    }
                  />
                ))}
              </Stack>
            </SortDropdown>
          </Group>
          <Text size="sm">Меню с фильтром прокручивается, когда его высота достигает 210 px</Text>
        </Stack>
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm">Действия с сотрудником</Text>
            <ActionMenu items={actions} label="Действия с сотрудником" closeSignal={closeSignal} />
          </Group>
          <Text size="sm" aria-live="polite">
            Последнее действие: {lastAction}
          </Text>
          <AppButton kind="secondary" size="xs" onClick={() => setCloseArmed(true)} disabled={closeArmed}>
            Закрыть меню через 2 секунды
          </AppButton>
        </Stack>
      </Group>
    </KitSection>
  )
}
