import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { resolveSession } from '../auth/auth.service'
import { SESSION_COOKIE } from '../auth/session-token'
import type { StreamEvent } from './alerts-feed'

const HEARTBEAT_MS = 25_000

/**
 * GET /user/alerts/stream: pushes a short event whenever the user's alerts change, so the bell, the popup and the
 * alerts page refetch at once instead of polling (ADR 0012). Same origin, so CSP `connect-src 'self'` allows it.
 * The session is checked again on every heartbeat: a signed-out or expired session closes the stream.
 */
export async function openAlertsStream(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const actor = actorOf(request)
  const token = request.cookies[SESSION_COOKIE] ?? ''
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
    'X-Request-Id': request.id,
  })
  // Reconnect after 5 s when the connection drops; tell the page it is live so it can refetch what it missed.
  res.write('retry: 5000\nevent: ready\ndata: {}\n\n')
  const send = (event: StreamEvent) => res.write(`event: ${event}\ndata: {}\n\n`)
  const remove = ctx.alerts.add(actor.userId, send, () => res.end())
  const heartbeat = setInterval(() => {
    resolveSession(ctx, token).then(
      (session) => (session ? res.write(': ping\n\n') : res.end()),
      () => res.end(),
    )
  }, HEARTBEAT_MS)
  heartbeat.unref()
  const { alertStreams } = ctx.metrics
  alertStreams.inc()
  res.on('close', () => {
    clearInterval(heartbeat)
    remove()
    alertStreams.dec()
  })
}
