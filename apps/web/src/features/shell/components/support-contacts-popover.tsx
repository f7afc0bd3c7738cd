import { Popover } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { SupportContacts } from '../../../ui/support-contacts'
import { useAfterFirstFrame } from '../../../ui/once-opened'
import { ContactsTrigger } from './support-contacts-button'

/** The three contact blocks under the «Контакты» button, loaded by its first press: they come open. */
export function SupportContactsPopover() {
  const trigger = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(true)
  const ready = useAfterFirstFrame()
  useEffect(() => trigger.current?.focus(), [])
  return (
    <Popover opened={ready && opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <ContactsTrigger ref={trigger} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown>
        <SupportContacts direction="column" />
      </Popover.Dropdown>
    </Popover>
  )
}
