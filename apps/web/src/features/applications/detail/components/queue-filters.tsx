import { Group, Select, SegmentedControl, TextInput, useMatches } from '@mantine/core'
import { applicationStatusLabels } from '@psp/contracts'
import { useState, type FormEvent } from 'react'
import { AppButton } from '../../../../ui/app-button'
import { QUEUES, type Queue, type QueueFilter } from '../model/queue-filter'

const STATUS_OPTIONS = Object.entries(applicationStatusLabels)
  .filter(([code]) => code !== 'closed')
  .map(([value, label]) => ({ value, label }))

const EMPTY = { number: '', subject: '', status: '', author: '' }

const sameFilter = (a: QueueFilter, b: QueueFilter) =>
  (Object.keys(a) as (keyof QueueFilter)[]).every((key) => a[key] === b[key])

/** The queue switch (all open, not taken, mine) and the filters, applied on «Найти». */
export function QueueFilters({ value, onChange }: { value: QueueFilter; onChange: (next: QueueFilter) => void }) {
  const [draft, setDraft] = useState(value)
  // The typed text starts again from the applied filter only when that changes (found, reset, back in history): the
  // page reads a new `value` object on every render, and a re-render must not erase what the operator is typing.
  const [applied, setApplied] = useState(value)
  if (!sameFilter(applied, value)) {
    setApplied(value)
    setDraft(value)
  }
  // The three queues do not fit side by side on a phone: there they stack, each still one tap away.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange(draft)
  }
  const reset = () => {
    setDraft({ ...value, ...EMPTY })
    onChange({ ...value, ...EMPTY })
  }
  return (
    <form onSubmit={submit} aria-label="Фильтры очереди">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Очередь"
          orientation={orientation}
          w={orientation === 'vertical' ? '100%' : undefined}
          data={QUEUES.map((q) => ({ value: q.value, label: q.label }))}
          value={value.queue}
          onChange={(queue) => onChange({ ...value, queue: queue as Queue })}
        />
        <TextInput
          label="Номер"
          w={110}
          inputMode="numeric"
          value={draft.number}
          onChange={(e) => setDraft({ ...draft, number: e.currentTarget.value })}
        />
        <TextInput
          label="Тема"
          value={draft.subject}
          onChange={(e) => setDraft({ ...draft, subject: e.currentTarget.value })}
        />
        <Select
          label="Статус"
          clearable
          w={240}
          data={STATUS_OPTIONS}
          value={draft.status || null}
          onChange={(status) => setDraft({ ...draft, status: status ?? '' })}
          placeholder="Любой"
        />
        <TextInput
          label="Заявитель"
          value={draft.author}
          onChange={(e) => setDraft({ ...draft, author: e.currentTarget.value })}
        />
        <AppButton type="submit">Найти</AppButton>
        <AppButton kind="ghost" onClick={reset}>
          Сбросить
        </AppButton>
      </Group>
    </form>
  )
}
