import { zonedDate } from '@psp/contracts/time'
import { portalSettings } from './portal-settings'

/** Today ('YYYY-MM-DD') in the portal's zone: the day the server's date rules and report periods call today. */
export const portalToday = () => zonedDate(new Date(), portalSettings().timeZone)
