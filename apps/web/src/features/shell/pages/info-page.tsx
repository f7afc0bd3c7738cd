import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { MessageCard } from '../../../ui/message-card'
import { PublicFrame } from '../components/public-frame'
import { infoMessage } from '../model/info-messages'

/**
 * /info?type: the information page the portal and its e-mails link to (SPEC §2 Routes). Any other query (a `message`
 * an outsider wrote into a link) is ignored: the page shows only the portal's own texts.
 */
export function InfoPage() {
  const [params] = useSearchParams()
  const message = infoMessage(params.get('type'))
  useDocumentTitle(message.title)
  return (
    <PublicFrame>
      <MessageCard {...message} />
    </PublicFrame>
  )
}
