import { EmailActionPage } from '../../features/applications/email-action/pages/email-action-page'
import { PublicFrame } from '../../features/shell/components/public-frame'

/**
 * /email/action: the applications' page in the shell's public frame (logo, footer), which the page cannot import
 * itself (no imports between features). One lazy route, so the entry's route map stays as small as before.
 */
export function EmailActionRoute() {
  return (
    <PublicFrame>
      <EmailActionPage />
    </PublicFrame>
  )
}
