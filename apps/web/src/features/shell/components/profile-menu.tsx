import type { User } from '@psp/contracts'
import { lazy } from 'react'
import { UntilPressed } from '../../../ui/once-opened'
import { ProfileTrigger } from './profile-trigger'

const ProfileMenuOpened = lazy(() => import('./profile-menu-opened').then((m) => ({ default: m.ProfileMenuOpened })))

/**
 * The profile menu of SPEC §2. Until its first press the header holds only its trigger: the menu and what it needs
 * (floating dropdowns, the logout dialog) load then, not with every page (ADR 0027).
 */
export function ProfileMenu({ user }: { user: User }) {
  return (
    <UntilPressed trigger={(press) => <ProfileTrigger user={user} onClick={press} />}>
      <ProfileMenuOpened user={user} />
    </UntilPressed>
  )
}
