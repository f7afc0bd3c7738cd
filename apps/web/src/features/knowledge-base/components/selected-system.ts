import { useEffect, useState } from 'react'
import type { KbSystem } from '@psp/contracts'
import { local } from '../../../lib/storage'

/** The remembered system counts only while it is still offered; otherwise the first system is shown. */
export function pickSystem(systems: readonly Pick<KbSystem, 'uuid'>[], stored: string | null): string | null {
  if (stored && systems.some((s) => s.uuid === stored)) return stored
  return systems[0]?.uuid ?? null
}

/**
 * The knowledge-base system the user looks at, remembered under SPEC §9's `systemUuid` key. A link to one system
 * (`linked`, the article's breadcrumbs) chooses it, and it is remembered as if picked.
 */
export function useSelectedSystem(
  systems: readonly Pick<KbSystem, 'uuid'>[] | undefined,
  linked: string | null = null,
) {
  const [stored, setStored] = useState(() => linked ?? local.get('systemUuid'))
  useEffect(() => {
    if (linked) local.set('systemUuid', linked)
  }, [linked])
  const selected = systems ? pickSystem(systems, stored) : null
  const select = (uuid: string) => {
    local.set('systemUuid', uuid)
    setStored(uuid)
  }
  return [selected, select] as const
}

/** Remembers a system before going to the knowledge-base main page (after an article is deleted). */
export const rememberSystem = (uuid: string) => local.set('systemUuid', uuid)
