import { useState } from 'react'
import type { KbSystem } from '@psp/contracts'
import { local } from '../../../lib/storage'

/** The remembered system counts only while it is still offered; otherwise the first system is shown. */
export function pickSystem(systems: readonly Pick<KbSystem, 'uuid'>[], stored: string | null): string | null {
  if (stored && systems.some((s) => s.uuid === stored)) return stored
  return systems[0]?.uuid ?? null
}

/** The knowledge-base system the user looks at, remembered under SPEC §9's `systemUuid` key. */
export function useSelectedSystem(systems: readonly Pick<KbSystem, 'uuid'>[] | undefined) {
  const [stored, setStored] = useState(() => local.get('systemUuid'))
  const selected = systems ? pickSystem(systems, stored) : null
  const select = (uuid: string) => {
    local.set('systemUuid', uuid)
    setStored(uuid)
  }
  return [selected, select] as const
}

/** Remembers a system before navigating to the knowledge-base main page (breadcrumbs of the article page). */
export const rememberSystem = (uuid: string) => local.set('systemUuid', uuid)
