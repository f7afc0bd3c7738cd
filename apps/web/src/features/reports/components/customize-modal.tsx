import { ActionIcon, Button, Checkbox, Group, Modal, Stack, Switch, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { reportPropertyLabels, type ReportProperty } from '@psp/contracts'
import { useState } from 'react'
import { defaultProperties, type ReportView } from '../model/views'

export interface CustomizeResult {
  properties: ReportProperty[]
  sortByEventTimeDesc: boolean
}

/** The properties in their order, renumbered 0..12 (a fixed view starts from SPEC §3's default order). */
const ordered = (view: ReportView) =>
  (view.fixedType ? defaultProperties() : [...view.properties].sort((a, b) => a.order - b.order)).map((p, order) => ({
    ...p,
    order,
  }))

/** «Настроить отчет»: enable the 13 properties, order them, sort by event time. */
export function CustomizeModal({
  view,
  onClose,
  onApply,
}: {
  view: ReportView
  onClose: () => void
  onApply: (result: CustomizeResult) => void
}) {
  const [list, setList] = useState(() => ordered(view))
  const [desc, setDesc] = useState(view.sortByEventTimeDesc)
  const none = list.every((p) => !p.enabled)
  const move = (index: number, by: -1 | 1) =>
    setList((current) => {
      const next = [...current]
      ;[next[index], next[index + by]] = [next[index + by], next[index]]
      return next.map((p, order) => ({ ...p, order }))
    })
  return (
    <Modal opened onClose={onClose} title="Настроить отчет" size="lg">
      <Stack gap="xs">
        <Text size="sm" c="gray.7">
          Отметьте свойства, которые нужны в отчете, и расставьте их по порядку.
        </Text>
        {list.map((p, i) => (
          <Group key={p.title} justify="space-between" wrap="nowrap" data-testid={`property-${p.title}`}>
            <Checkbox
              label={reportPropertyLabels[p.title]}
              checked={p.enabled}
              onChange={(e) => {
                const enabled = e.currentTarget.checked
                setList((c) => c.map((q) => (q.title === p.title ? { ...q, enabled } : q)))
              }}
            />
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Выше: ${reportPropertyLabels[p.title]}`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Ниже: ${reportPropertyLabels[p.title]}`}
                disabled={i === list.length - 1}
                onClick={() => move(i, 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Switch
          mt="sm"
          label="Сначала новые события"
          checked={desc}
          onChange={(e) => setDesc(e.currentTarget.checked)}
        />
        {none && (
          <Text c="red.8" size="sm" role="alert">
            Выберите хотя бы одно свойство
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button disabled={none} onClick={() => onApply({ properties: list, sortByEventTimeDesc: desc })}>
            Применить
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
