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
}
