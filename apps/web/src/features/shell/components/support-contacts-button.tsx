import { Button } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { type ComponentPropsWithRef, lazy } from 'react'
import { UntilPressed } from '../../../ui/once-opened'

const SupportContactsPopover = lazy(() =>
  import('./support-contacts-popover').then((m) => ({ default: m.SupportContactsPopover })),
)

/** The «Контакты» button. */
export function ContactsTrigger(props: Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  return (
    <Button variant="subtle" size="compact-sm" leftSection={<IconPhone size={16} aria-hidden />} {...props}>
      Контакты
    </Button>
  )
}

/**
 * At tablet widths the three contact blocks open from one button, so the header keeps a single compact row. The
 * popover's code loads on the button's first press (ADR 0027).
 */
export function SupportContactsButton() {
  return (
    <UntilPressed trigger={(press) => <ContactsTrigger onClick={press} />}>
      <SupportContactsPopover />
    </UntilPressed>
  )
}
