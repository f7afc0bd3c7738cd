import type { User } from '@psp/contracts'
import { lazy, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { local } from '../../../lib/storage'
import { useHydrated } from '../../../lib/use-hydrated'
import { OrganizationChoiceContext } from '../model/organization-choice-context'
import { OrganizationInstructionsModal } from './organization-instructions-modal'
import { userCan } from '../../../lib/use-can'
import { dismissNoOrganizationNotice } from '../api/dismiss-no-organization-notice'
import { OnceOpened } from '../../../ui/once-opened'

// The choice's form (a select, a checkbox) loads when the choice is first asked for, not with every page.
const ChooseOrganizationModal = lazy(() =>
  import('./choose-organization-modal').then((m) => ({ default: m.ChooseOrganizationModal })),
)

/** The query parameter that asks for the choice dialog on arrival (SPEC §4 Organization choosing). */
export const CHOOSE_ORGANIZATION_PARAM = 'showChooseOrganization'

type Open = { kind: 'choose' | 'instructions'; fromHeader: boolean } | null

/**
 * Owns the choose-organization and instructions modals. A Regular user without an organization sees the choice on
 * arrival when the login left the `showChooseOrganization` flag or the URL asks for it; closing drops the flag so
 * it does not come back on every page. A user who belongs to no organization and has closed the instructions once
 * («Вы не состоите ни в одной организации») is not shown them at sign-in again: the server remembers it for the
 * user, since signing out clears the browser's storage. The header's button still opens them.
 */
export function OrganizationChoiceProvider({ user, children }: { user: User; children: ReactNode }) {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [open, setOpen] = useState<Open>(null)
  const choosesOrganization = userCan(user, 'regularArea')

  const openChoice = useCallback(
    ({ fromHeader = false }: { fromHeader?: boolean } = {}) =>
      setOpen({ kind: user.hasOrganizations ? 'choose' : 'instructions', fromHeader }),
    [user.hasOrganizations],
  )

  const askedByUrl = params.has(CHOOSE_ORGANIZATION_PARAM)
  // The stored flag is the browser's: the page opens the choice only once hydrated, never in the server's render.
  const hydrated = useHydrated()
  const asksOnArrival =
    hydrated &&
    choosesOrganization &&
    !user.organization &&
    // The terms of use come first: nothing else is offered until they are accepted.
    !user.agreementId &&
    !(!user.hasOrganizations && user.noOrganizationNoticeDismissed && !askedByUrl) &&
    (askedByUrl || local.get('showChooseOrganization') === 'yes')
  // The choice opens as the page starts asking for it (adjusting state while rendering), not again on each render.
  const [asked, setAsked] = useState(false)
  if (asksOnArrival !== asked) {
    setAsked(asksOnArrival)
    if (asksOnArrival) openChoice()
  }

  const dismiss = () => {
    if (open?.kind === 'instructions' && !user.noOrganizationNoticeDismissed) {
      // Remembered on the server; a failure only means the notice comes once more at the next sign-in.
      dismissNoOrganizationNotice().catch(() => {})
    }
    local.remove('showChooseOrganization')
    if (params.has(CHOOSE_ORGANIZATION_PARAM)) {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current)
          copy.delete(CHOOSE_ORGANIZATION_PARAM)
          return copy
        },
        { replace: true },
      )
    }
    setOpen(null)
  }

  const chosen = () => {
    const toMain = open?.fromHeader || local.get('goToMainPage') !== null
    local.remove('goToMainPage')
    dismiss()
    if (toMain) navigate(paths.home)
  }

  const api = useMemo(() => ({ open: openChoice }), [openChoice])
  return (
    <OrganizationChoiceContext.Provider value={api}>
      {children}
      <OnceOpened opened={open?.kind === 'choose'}>
        <ChooseOrganizationModal opened={open?.kind === 'choose'} user={user} onClose={dismiss} onChosen={chosen} />
      </OnceOpened>
      <OrganizationInstructionsModal
        opened={open?.kind === 'instructions'}
        onClose={dismiss}
        onGoToMyOrganizations={() => {
          dismiss()
          navigate(paths.myOrganizations)
        }}
      />
    </OrganizationChoiceContext.Provider>
  )
}
