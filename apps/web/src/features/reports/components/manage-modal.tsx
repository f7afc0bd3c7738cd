import { ActionIcon, Button, Group, Modal, Radio, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { reportNameSchema, type DefaultFixedReport, type FixedReportType } from '@psp/contracts'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { useReplacePatterns } from '../api/patterns'
import { FIXED_VIEWS, type ReportView } from '../model/views'

/**
 * «Управление отчетами» (SPEC §4 Manage views): rename, delete, one default; every change stays in this modal until
 * Save, which sends the complete set. Fixed reports can only be made the default.
 */
export function ManageModal({
  saved,
  defaultFixedReport,
  onClose,
  onSaved,
}: {
  saved: ReportView[]
  defaultFixedReport: DefaultFixedReport
  onClose: () => void
  onSaved: (remaining: ReportView[]) => void
}) {
  const [views, setViews] = useState(saved)
  const [fixedDefault, setFixedDefault] = useState<DefaultFixedReport>(defaultFixedReport)
  const [renaming, setRenaming] = useState<ReportView | null>(null)
  const [deleting, setDeleting] = useState<ReportView | null>(null)
  const replace = useReplacePatterns()
  const defaultValue = views.find((v) => v.chosenAsDefault)?.id ?? (fixedDefault === 'None' ? '' : fixedDefault)

  const chooseDefault = (id: string) => {
    const fixed = FIXED_VIEWS.find((v) => v.id === id)
    setViews((c) => c.map((v) => ({ ...v, chosenAsDefault: v.id === id })))
    setFixedDefault(fixed ? (fixed.fixedType as FixedReportType) : 'None')
  }
  const save = () =>
    replace.mutate(
      {
        patterns: views.map((v) => ({
          id: Number(v.id),
          name: v.name,
          properties: v.properties,
          chosenAsDefault: v.chosenAsDefault,
          sortByEventTimeDesc: v.sortByEventTimeDesc,
        })),
        defaultFixedReport: fixedDefault,
      },
      { onSuccess: () => onSaved(views) },
    )

  const row = (v: ReportView, editable: boolean) => (
    <Table.Tr key={v.id} data-testid={`manage-row-${v.name}`}>
      <Table.Td>
        <Radio value={v.id} aria-label={`По умолчанию: ${v.name}`} />
      </Table.Td>
      <Table.Td>{v.name}</Table.Td>
      <Table.Td>
        {editable && (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <ActionIcon variant="subtle" aria-label={`Переименовать: ${v.name}`} onClick={() => setRenaming(v)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Удалить: ${v.name}`} onClick={() => setDeleting(v)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  )

  return (
    <>
      <Modal opened={!renaming && !deleting} onClose={onClose} title="Управление отчетами" size="lg">
        <Stack>
          <Radio.Group value={defaultValue} onChange={chooseDefault} aria-label="Отчет по умолчанию">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={120}>По умолчанию</Table.Th>
                  <Table.Th>Отчет</Table.Th>
                  <Table.Th w={90}>
                    <VisuallyHidden>Действия</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {views.map((v) => row(v, true))}
                {FIXED_VIEWS.map((v) => row(v, false))}
              </Table.Tbody>
            </Table>
          </Radio.Group>
          {replace.isError && (
            <Text c="red.8" role="alert">
              {replace.error instanceof ApiError ? replace.error.message : 'Не удалось сохранить отчеты'}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button onClick={save} loading={replace.isPending}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </Modal>
      {renaming && (
        <NameModal
          view={renaming}
          taken={views.filter((v) => v.id !== renaming.id).map((v) => v.name.toLowerCase())}
          onClose={() => setRenaming(null)}
          onDone={(name) => {
            setViews((c) => c.map((v) => (v.id === renaming.id ? { ...v, name } : v)))
            setRenaming(null)
          }}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Удалить отчет"
        kind="danger"
        confirmLabel="Удалить"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          setViews((c) => c.filter((v) => v.id !== deleting?.id))
          setDeleting(null)
        }}
      >
        Удалить отчет «{deleting?.name}»? Он исчезнет после сохранения.
      </ConfirmModal>
    </>
  )
}

/** The edit-report-name modal: the SPEC §5 name rule, and no two views with one name. */
function NameModal({
  view,
  taken,
  onClose,
  onDone,
}: {
  view: ReportView
  taken: string[]
  onClose: () => void
  onDone: (name: string) => void
}) {
  const [name, setName] = useState(view.name)
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const checked = reportNameSchema.safeParse(name)
    if (!checked.success) return setError(checked.error.issues[0].message)
    if (taken.includes(checked.data.toLowerCase())) return setError('Отчет с таким названием уже есть')
    onDone(checked.data)
  }
  return (
    <Modal opened onClose={onClose} title="Название отчета">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Stack>
          <TextInput
            label="Название отчета"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button type="submit">Готово</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
