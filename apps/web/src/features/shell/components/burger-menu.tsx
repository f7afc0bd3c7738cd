import { Burger } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { User } from '@psp/contracts'
import { lazy } from 'react'
import { OnceOpened } from '../../../ui/once-opened'

const BurgerDrawer = lazy(() => import('./burger-drawer').then((m) => ({ default: m.BurgerDrawer })))

/** Below 768 px the burger duplicates the header in a drawer, whose code loads on its first press (ADR 0027). */
export function BurgerMenu({ user }: { user: User }) {
  const [opened, { toggle, close }] = useDisclosure(false)
  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label="Меню" aria-expanded={opened} size="sm" />
      <OnceOpened opened={opened}>
        <BurgerDrawer user={user} opened={opened} close={close} />
      </OnceOpened>
    </>
  )
}
