import { Button, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { singleSignOnEndpoints } from '@psp/contracts/endpoints/single-sign-on.endpoints'
import { apiUrl } from '../../../lib/api-call'
import { portalSettings } from '../../../lib/portal-settings'

/**
 * «Войти через {OIDC_NAME}», when the server sets up single sign-on (ADR 0030). A plain link to the server's start call,
 * which redirects to the identity provider: it works before the app has started too. `context` is the portal path to
 * open after signing in.
 */
export function SingleSignOnButton({ context }: { context: string | null }) {
  const [leaving, setLeaving] = useState(false)
  const name = portalSettings().singleSignOnName
  useEffect(() => {
    // Back from the provider with the browser's back button, the page comes from its cache: the button is ready again.
    const ready = (event: PageTransitionEvent) => event.persisted && setLeaving(false)
    window.addEventListener('pageshow', ready)
    return () => window.removeEventListener('pageshow', ready)
  }, [])
  if (!name) return null
  const start = apiUrl(singleSignOnEndpoints.ssoLogin)
  const href = context ? `${start}?${new URLSearchParams({ context })}` : start
  return (
    <>
      {/* Text rather than Mantine's Divider: the login page's first download stays within its budget (ADR 0008). */}
      <Text size="sm" ta="center" c="gray.7">
        или
      </Text>
      <Button
        component="a"
        href={href}
        variant="default"
        fullWidth
        // The provider may take a moment to answer: the button shows the sign-in is under way.
        loading={leaving}
        onClick={() => setLeaving(true)}
        styles={{ root: { height: 'auto', minHeight: 36 }, label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        Войти через {name}
      </Button>
    </>
  )
}
