import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { MessageCard } from '../../../ui/message-card'
import { PublicFrame } from '../components/public-frame'
import { tokenLoginErrorMessage } from '../model/info-messages'

/** /token-login-error?type: why a sign-in through an external system's link failed (SPEC §3 Account types). */
export function TokenLoginErrorPage() {
  const [params] = useSearchParams()
  const message = tokenLoginErrorMessage(params.get('type'))
  useDocumentTitle(message.title)
  return (
    <PublicFrame>
      <MessageCard {...message} />
    </PublicFrame>
  )
}
