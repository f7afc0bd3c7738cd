import { Select, type ComboboxData, type SelectProps } from '@mantine/core'

/** A dropdown item of SPEC §3: text, value and an optional group. */
export interface DropdownItem {
  text: string
  value: string
  group?: string
}

/** Mantine select data: ungrouped items first, then groups in the order they first appear. */
export function toSelectData(items: readonly DropdownItem[]): ComboboxData {
  const plain = items.filter((item) => !item.group).map((item) => ({ value: item.value, label: item.text }))
  const groups = new Map<string, { value: string; label: string }[]>()
  for (const item of items) {
    if (!item.group) continue
    const list = groups.get(item.group) ?? []
    list.push({ value: item.value, label: item.text })
    groups.set(item.group, list)
  }
  return [...plain, ...[...groups].map(([group, groupItems]) => ({ group, items: groupItems }))]
}

export interface GroupedSelectProps extends Omit<SelectProps, 'data'> {
  items: readonly DropdownItem[]
}

/** A select whose items may carry a group; grouped items appear under their group heading. */
export function GroupedSelect({ items, ...props }: GroupedSelectProps) {
  return <Select data={toSelectData(items)} {...props} />
}
