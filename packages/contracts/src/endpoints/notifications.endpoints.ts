import { endpoint, MULTIPART } from './endpoint'

const alerts = () => import('../alerts')

/** Notifications that platform Admins publish (SPEC §7 Alerts and others). */
export const notificationsEndpoints = {
  /** GET /alerts?filter=notifications; the route answers either page kind, so the documented answer is the union. */
  getNotifications: endpoint({
    method: 'GET',
    path: '/alerts',
    schemas: () =>
      Promise.all([alerts(), import('zod')]).then(([m, { z }]) => ({
        query: m.alertsQuerySchema,
        response: z.union([m.alertsPageSchema, m.notificationsPageSchema]),
      })),
  }),
  getNotification: endpoint({
    method: 'GET',
    path: '/alerts/:id',
    schemas: () => alerts().then((m) => ({ response: m.notificationSchema })),
  }),
  createNotification: endpoint({
    method: 'POST',
    path: '/alerts',
    schemas: () => alerts().then((m) => ({ body: MULTIPART, response: m.notificationSchema })),
  }),
  editNotification: endpoint({
    method: 'PUT',
    path: '/alerts/:id',
    schemas: () => alerts().then((m) => ({ body: MULTIPART, response: m.notificationSchema })),
  }),
}
