import { PortalSession } from './portal-session'
import type { RequestLog } from './request-log'

/**
 * The floor beside the mix: a bare route of the same server asked at a fixed rate, signed out, while the users load
 * it. Its latency is what any request pays just to be queued, parsed and answered by the busy process, whatever
 * it then does; the mix's figures minus it are the work of the calls themselves.
 */
export function probeFloor(base: string, route: string, log: RequestLog, perSecond = 10) {
  const session = new PortalSession(base, log)
  const timer = setInterval(() => void session.call('floor', route), 1000 / perSecond)
  return () => clearInterval(timer)
}
