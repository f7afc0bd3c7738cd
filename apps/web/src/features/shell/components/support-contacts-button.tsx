import { Button, Popover } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { SupportContacts } from '../../../ui/support-contacts'

/** At tablet widths the three contact blocks open from one button, so the header keeps a single compact row. */
export function SupportContactsButton() {
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" leftSection={<IconPhone size={16} aria-hidden />}>
          Контакты
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <SupportContacts direction="column" />
      </Popover.Dropdown>
    </Popover>
  )
}
