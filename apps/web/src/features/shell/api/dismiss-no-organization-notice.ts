import { profileEndpoints } from '@psp/contracts/endpoints/profile.endpoints'
import { call } from '../../../lib/api-call'

/** POST /api/user/no-organization-notice/dismiss: «Вы не состоите ни в одной организации» is not offered at sign-in again. */
export const dismissNoOrganizationNotice = () => call(profileEndpoints.dismissNoOrganizationNotice)
