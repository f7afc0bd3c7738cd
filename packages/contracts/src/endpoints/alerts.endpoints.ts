import { endpoint, EVENT_STREAM } from './endpoint'

const alerts = () => import('../alerts')
const idParams = () => import('../common').then((m) => m.idParamsSchema)

/** The signed-in user's alerts, and the notifications platform Admins read through the same list (SPEC §7 Alerts). */
export const alertsEndpoints = {
  getUnreadAlerts: endpoint({
    method: 'GET',
    path: '/user/alerts/unread',
    schemas: () => alerts().then((m) => ({ response: m.unreadAlertsSchema })),
  }),
  readAlert: endpoint({
    method: 'GET',
    path: '/user/alerts/:id',
    schemas: () => Promise.all([alerts(), idParams()]).then(([m, params]) => ({ params, response: m.alertSchema })),
  }),
  /** GET /alerts: the user's alerts, or with filter=notifications the notifications, so the answer is the union. */
  getAlerts: endpoint({
    method: 'GET',
    path: '/alerts',
    schemas: () =>
      Promise.all([alerts(), import('zod')]).then(([m, { z }]) => ({
        query: m.alertsQuerySchema,
        response: z.union([m.alertsPageSchema, m.notificationsPageSchema]),
      })),
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/user/alerts/read',
    schemas: () => alerts().then((m) => ({ response: m.markAllReadSchema })),
  }),
  /** Server-Sent Events the web opens with an EventSource (`apiUrl`), not a JSON call. */
  alertsStream: endpoint({
    method: 'GET',
    path: '/user/alerts/stream',
    schemas: () => Promise.resolve({ response: EVENT_STREAM }),
  }),
}
