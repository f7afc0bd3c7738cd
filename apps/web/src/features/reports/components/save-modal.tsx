import { Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core'
import { REPORT_PATTERNS_MAX, reportNameSchema, type ReportPatternInput } from '@psp/contracts'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { viewNamed } from '../../../lib/saved-views'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { useCreatePattern, useSavePatternOver } from '../api/patterns'
import { isSaved, type ReportView } from '../model/views'

type Mode = 'new' | 'over'

/**
 * «Сохранить отчет» (SPEC §4 Save dialog): as a new view, or over the current one (not for a fixed or unsaved view).
 * A name another view already has asks 'Заменить отчет' and then saves over that view (in either mode).
 */
export function SaveModal({
  view,
  saved,
  onClose,
  onSaved,
  onLimit,
}: {
  view: ReportView
  saved: ReportView[]
  onClose: () => void
  onSaved: (id: string) => void
  onLimit: () => void
}) {
  const canOverwrite = isSaved(view)
  const [mode, setMode] = useState<Mode>(canOverwrite ? 'over' : 'new')
  const [name, setName] = useState(view.name)
  const [error, setError] = useState<string | null>(null)
  const [replace, setReplace] = useState<ReportView | null>(null)
  const create = useCreatePattern()
  const over = useSavePatternOver()
  const busy = create.isPending || over.isPending

  const input = (): ReportPatternInput => ({
    name: name.trim(),
    properties: view.properties,
    chosenAsDefault: mode === 'over' ? view.chosenAsDefault : false,
    sortByEventTimeDesc: view.sortByEventTimeDesc,
  })
  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.reason === 'ReportPatternsLimit') onLimit()
    else setError(e instanceof ApiError ? e.message : 'Не удалось сохранить отчет')
  }
  const saveOver = (target: ReportView) =>
    over.mutate(
      { id: Number(target.id), input: { ...input(), chosenAsDefault: target.chosenAsDefault } },
      { onSuccess: () => onSaved(target.id), onError: failed },
    )

  const submit = () => {
    const checked = reportNameSchema.safeParse(name)
    if (!checked.success) return setError(checked.error.issues[0].message)
    setError(null)
    // A name another view has asks to replace that view, in either mode (SPEC §4 Save dialog).
    const same = viewNamed(
      saved,
      checked.data,
      saved.find((v) => mode === 'over' && v.id === view.id),
    )
    if (same) return setReplace(same)
    if (mode === 'over') return saveOver(view)
    if (saved.length >= REPORT_PATTERNS_MAX) return onLimit()
    create.mutate(input(), { onSuccess: (r) => onSaved(String(r.createdPatternId)), onError: failed })
  }

  return (
    <>
      <Modal opened={!replace} onClose={onClose} title="Сохранить отчет">
        <form
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
        >
          <Stack>
            <Radio.Group value={mode} onChange={(v) => setMode(v as Mode)} label="Как сохранить">
              <Stack gap="xs" mt={6}>
                <Radio value="new" label="Сохранить как новый отчет" />
                <Radio value="over" label="Сохранить поверх текущего" disabled={!canOverwrite} />
              </Stack>
            </Radio.Group>
            <TextInput
              label="Название отчета"
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Отмена
              </Button>
              <Button type="submit" loading={busy}>
                Сохранить
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmModal
        opened={replace !== null}
        title="Заменить отчет"
        confirmLabel="Заменить"
        loading={over.isPending}
        onClose={() => setReplace(null)}
        onConfirm={() => replace && saveOver(replace)}
      >
        Отчет «{replace?.name}» уже есть. Заменить его текущими настройками?
      </ConfirmModal>
    </>
  )
}
