import { Badge, Tabs } from '@mantine/core'
import type { StatusGroup } from '@psp/contracts'
import { formatNumber } from '../../../../lib/format-number'
import { ORDER_LISTS } from '../model/orders-view'

interface Props {
  value: StatusGroup
  onChange: (group: StatusGroup) => void
  /** Each list's total under the current filters; undefined while it loads or when it failed. */
  totals: Partial<Record<StatusGroup, number>>
}

/** The three lists of SPEC §2 (all, actual, archive), each with its total. */
export function ListTabs({ value, onChange, totals }: Props) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as StatusGroup)}>
      <Tabs.List aria-label="Списки заявок">
        {ORDER_LISTS.map(({ group, label }) => (
          <Tabs.Tab
            key={group}
            value={group}
            rightSection={
              totals[group] !== undefined ? (
                <Badge size="sm" variant="light" color="gray" aria-label={`всего ${totals[group]}`}>
                  {formatNumber(totals[group])}
                </Badge>
              ) : null
            }
          >
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
