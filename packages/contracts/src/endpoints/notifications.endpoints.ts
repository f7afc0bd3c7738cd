import { endpoint, MULTIPART } from './endpoint'

const alerts = () => import('../alerts')
const idParams = () => import('../common').then((m) => m.idParamsSchema)

/**
 * Notifications that platform Admins publish (SPEC §7 Alerts and others). Their list is GET /alerts?filter=notifications,
 * `alertsEndpoints.getAlerts`: one route, one record.
 */
export const notificationsEndpoints = {
  getNotification: endpoint({
    method: 'GET',
    path: '/alerts/:id',
    schemas: () =>
      Promise.all([alerts(), idParams()]).then(([m, params]) => ({ params, response: m.notificationSchema })),
  }),
  createNotification: endpoint({
    method: 'POST',
    path: '/alerts',
    schemas: () => alerts().then((m) => ({ body: MULTIPART, response: m.notificationSchema })),
  }),
  editNotification: endpoint({
    method: 'PUT',
    path: '/alerts/:id',
    schemas: () =>
      Promise.all([alerts(), idParams()]).then(([m, params]) => ({
        params,
        body: MULTIPART,
        response: m.notificationSchema,
      })),
  }),
}
