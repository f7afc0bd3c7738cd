import { useSearchParams } from 'react-router'
import { portalSettings } from '../../../lib/portal-settings'
import { MessageCard } from '../components/message-card'
import { PublicFrame } from '../components/public-frame'
import { infoMessage } from '../model/info-messages'

/** /info?type&message: the information page the portal and its e-mails link to (SPEC §2 Routes). */
export function InfoPage() {
  const [params] = useSearchParams()
  const message = infoMessage(params.get('type'), params.get('message'), portalSettings())
  return (
    <PublicFrame>
      <MessageCard {...message} />
    </PublicFrame>
  )
}
