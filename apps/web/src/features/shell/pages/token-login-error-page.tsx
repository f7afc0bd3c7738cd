import { useSearchParams } from 'react-router'
import { portalSettings } from '../../../lib/portal-settings'
import { MessageCard } from '../components/message-card'
import { PublicFrame } from '../components/public-frame'
import { tokenLoginErrorMessage } from '../model/info-messages'

/** /token-login-error?type: why a sign-in through an external system's link failed (SPEC §3 Account types). */
export function TokenLoginErrorPage() {
  const [params] = useSearchParams()
  return (
    <PublicFrame>
      <MessageCard {...tokenLoginErrorMessage(params.get('type'), portalSettings())} />
    </PublicFrame>
  )
}
