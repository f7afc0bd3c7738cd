import { Group } from '@mantine/core'
import { AppButton } from './app-button'

/** The footer of a column filter: «Сбросить» drops the column's filter, «Применить» applies what is entered. */
export function FilterActions({ onReset, onApply }: { onReset: () => void; onApply: () => void }) {
  return (
    <Group justify="space-between">
      <AppButton kind="secondary" size="xs" onClick={onReset}>
        Сбросить
      </AppButton>
      <AppButton size="xs" onClick={onApply}>
        Применить
      </AppButton>
    </Group>
  )
}
