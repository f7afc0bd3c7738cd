import type { AppContext } from '../../platform/context'
import { getUserData } from '../users/users.service'

/** The web app's query parameter that opens the organization choice on arrival (organization-choice-provider.tsx). */
const CHOOSE_ORGANIZATION_PARAM = 'showChooseOrganization'

/**
 * Where the browser goes after a single sign-on: the path the sign-in began for, asking for the organization choice
 * as a password sign-in does (SPEC §4) when the user works in no organization yet, unless they have none and closed
 * the notice about it before. The agreement gate needs nothing here: the app shows the terms first by itself.
 */
export async function afterSignIn(
  ctx: AppContext,
  session: { userId: string; organizationId: string | null },
  context: string,
) {
  const user = await getUserData(ctx, session.userId, session.organizationId)
  const asksChoice = !user.organization && (user.hasOrganizations || !user.noOrganizationNoticeDismissed)
  if (!asksChoice) return context
  return `${context}${context.includes('?') ? '&' : '?'}${CHOOSE_ORGANIZATION_PARAM}`
}
