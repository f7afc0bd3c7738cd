import { endpoint } from './endpoint'

/** The signed-in user's alerts (SPEC §7 Alerts). */
export const alertsEndpoints = {
  getUnreadAlerts: endpoint({
    method: 'GET',
    path: '/user/alerts/unread',
    schemas: () => import('../alerts').then((m) => ({ response: m.unreadAlertsSchema })),
  }),
  readAlert: endpoint({
    method: 'GET',
    path: '/user/alerts/:id',
    schemas: () => import('../alerts').then((m) => ({ response: m.alertSchema })),
  }),
  /** GET /alerts: the route answers either page kind (notifications with filter=notifications), so the union. */
  getAlerts: endpoint({
    method: 'GET',
    path: '/alerts',
    schemas: () =>
      Promise.all([import('../alerts'), import('zod')]).then(([m, { z }]) => ({
        query: m.alertsQuerySchema,
        response: z.union([m.alertsPageSchema, m.notificationsPageSchema]),
      })),
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/user/alerts/read',
    schemas: () => import('../alerts').then((m) => ({ response: m.markAllReadSchema })),
  }),
}
